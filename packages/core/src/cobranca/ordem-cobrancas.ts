/** The situations of a charge as the portal writes them (status of a bill record). */
export const SITUACOES_COBRANCA = {
  pago: 'Pago',
  aberto: 'Em aberto',
  vencido: 'Vencido',
  cancelado: 'Cancelado',
} as const;

/** Situations still to pay: they come first in every list of charges. */
export const SITUACOES_EM_ABERTO: readonly string[] = [SITUACOES_COBRANCA.aberto, SITUACOES_COBRANCA.vencido];

/** A charge as far as its order needs: its situation and due date (ISO 'yyyy-mm-dd'). */
export interface CobrancaOrdenavel {
  status?: string;
  data?: string;
}

/**
 * The one order of charges (issue 10): open and overdue first, nearest due date first; then the rest, newest
 * first. Ties keep their order (Array.prototype.sort is stable).
 *
 * @example
 * [pagoOut, abertoNov, vencidoOut].sort(compararCobrancas); // [vencidoOut, abertoNov, pagoOut]
 */
export function compararCobrancas(a: CobrancaOrdenavel, b: CobrancaOrdenavel): number {
  const abertaA = SITUACOES_EM_ABERTO.includes(a.status ?? '');
  const abertaB = SITUACOES_EM_ABERTO.includes(b.status ?? '');
  if (abertaA !== abertaB) return abertaA ? -1 : 1;
  const [da, db] = [a.data ?? '', b.data ?? ''];
  if (da === db) return 0;
  const crescente = da < db ? -1 : 1;
  return abertaA ? crescente : -crescente;
}
