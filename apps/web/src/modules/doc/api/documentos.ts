import { chamar, operacoes } from '../../../lib/api-client.ts';

/** A server HTML document by its code (coddao 270); the page sanitises it before showing it. */
export function lerDocumentoHtml(codigo: string) {
  return chamar(operacoes.documentoHtml, [codigo]);
}
