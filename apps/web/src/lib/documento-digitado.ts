/**
 * The CPF, CNPJ or e-mail typed on the login screen, carried to "Primeiro acesso" and "Esqueci minha senha" so
 * the person does not type it twice (issue 29). Those links are plain page loads, so it rides in the tab's
 * session storage (cleared at logout with the rest of it, and gone with the tab), and the page that reads it
 * removes it.
 */
const CHAVE = 'documentoDigitado';

export function guardarDocumentoDigitado(valor: string): void {
  try {
    const texto = valor.trim();
    if (texto) globalThis.sessionStorage?.setItem(CHAVE, texto);
    else globalThis.sessionStorage?.removeItem(CHAVE);
  } catch {
    // Storage refused (private mode, quota): the field simply starts empty.
  }
}

export function lerDocumentoDigitado(): string {
  try {
    return globalThis.sessionStorage?.getItem(CHAVE) ?? '';
  } catch {
    return '';
  }
}

export function esquecerDocumentoDigitado(): void {
  try {
    globalThis.sessionStorage?.removeItem(CHAVE);
  } catch {
    // Nothing kept, nothing to remove.
  }
}
