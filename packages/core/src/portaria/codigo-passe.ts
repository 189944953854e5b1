/**
 * The pass's short code (issue 32): what the visitor reads out at the gate when the QR code cannot be read. Eight
 * characters of an alphabet without the look-alikes (0/O, 1/I/L), so 31⁸ ≈ 8.5 × 10¹¹ codes: guessing one is
 * hopeless, and the database keeps them unique. The server draws them; core holds their shape.
 */
export const ALFABETO_CODIGO_PASSE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const TAMANHO_CODIGO_PASSE = 8;

/** What a porteiro typed, as stored: upper case, without spaces and hyphens; null when it cannot be a code. */
export function normalizarCodigoPasse(texto: string): string | null {
  const c = texto.toUpperCase().replace(/[\s-]/g, '');
  if (c.length !== TAMANHO_CODIGO_PASSE) return null;
  for (const ch of c) if (!ALFABETO_CODIGO_PASSE.includes(ch)) return null;
  return c;
}

/** A code as it is shown and read aloud: 'ABCD-EFGH'. */
export function formatCodigoPasse(codigo: string): string {
  return `${codigo.slice(0, 4)}-${codigo.slice(4)}`;
}

/** What a pass's QR code holds: this prefix, the authorisation's number, its short code and the server's signature. */
export const PREFIXO_PASSE = 'PASSE1';

/** The part of a pass the server signs: the authorisation and its code, so neither can be edited. */
export function conteudoAssinadoDoPasse(codautorizacao: number, codigo: string): string {
  return `${PREFIXO_PASSE}.${codautorizacao}.${codigo}`;
}

/** A read pass: signed (from the QR) or only a short code (typed). */
export type PasseLido =
  | { tipo: 'assinado'; codautorizacao: number; codigo: string; assinatura: string }
  | { tipo: 'codigo'; codigo: string };

/**
 * Reads what the gate's scanner or keyboard gave: 'PASSE1.<n>.<code>.<signature>' or a short code. null when it is
 * neither (the gate answers 'forjado' for a QR text that is not a pass of ours).
 */
export function lerPasse(texto: string): PasseLido | null {
  const t = texto.trim();
  const m = /^PASSE1\.(\d{1,9})\.([A-Z0-9]{8})\.([A-Za-z0-9_-]{16,64})$/.exec(t);
  if (m) {
    const codigo = normalizarCodigoPasse(m[2] ?? '');
    return codigo ? { tipo: 'assinado', codautorizacao: Number(m[1]), codigo, assinatura: m[3] ?? '' } : null;
  }
  const codigo = normalizarCodigoPasse(t);
  return codigo ? { tipo: 'codigo', codigo } : null;
}
