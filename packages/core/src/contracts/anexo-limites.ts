import { LIMITES_ANEXO } from './limites-anexo.ts';

/** Extension of a file name, lowercase, without the dot ('' when none). */
export function extensaoDe(filename: string): string {
  const i = filename.lastIndexOf('.');
  return i < 0 ? '' : filename.slice(i + 1).toLowerCase();
}

/** The base64 payload of a plain base64 string or of a data URL. */
export function base64Puro(valor: string): string {
  const virgula = valor.startsWith('data:') ? valor.indexOf(',') : -1;
  return (virgula >= 0 ? valor.slice(virgula + 1) : valor).replace(/\s/g, '');
}

/** Decoded size in bytes of a base64 payload, without decoding it. */
export function tamanhoBase64(base64: string): number {
  const puro = base64Puro(base64);
  const padding = puro.endsWith('==') ? 2 : puro.endsWith('=') ? 1 : 0;
  return Math.floor((puro.length * 3) / 4) - padding;
}

/** True when the attachment's name and declared type are among the accepted kinds (pdf, png, jpg, jpeg). */
export function isTipoAnexoAceito(filename: string, filetype: string): boolean {
  const extensoes: readonly string[] = LIMITES_ANEXO.extensoes;
  const tipos: readonly string[] = LIMITES_ANEXO.tipos;
  const tipo = filetype.toLowerCase().trim();
  const tipoOk = tipo === '' || tipos.includes(tipo) || extensoes.includes(tipo.replace(/^\./, ''));
  return extensoes.includes(extensaoDe(filename)) && tipoOk;
}
