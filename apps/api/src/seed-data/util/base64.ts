/** Base64 of a text encoded as UTF-8 (or Latin-1 for PDF bytes). */
export function base64(texto: string, codificacao: 'utf8' | 'latin1' = 'utf8'): string {
  return Buffer.from(texto, codificacao).toString('base64');
}

/** Decoded size in bytes of a base64 string (what the attachment's filesize must say). */
export function tamanhoBase64(conteudo: string): number {
  return Buffer.from(conteudo, 'base64').length;
}

/** A tiny SVG avatar with initials, as a data URL (SPEC §3: foto may be a data URL). */
export function avatarSvg(iniciais: string, cor: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${cor}"/>` +
    `<text x="48" y="60" font-family="Arial, sans-serif" font-size="36" fill="#ffffff" text-anchor="middle">${iniciais}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${base64(svg)}`;
}
