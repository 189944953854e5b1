import { chamar, operacoes } from '../../../lib/api-client.ts';
import { TAMANHO_PAGINA_MODULOS } from '../../../lib/tamanho-pagina.ts';

/** One page of a charge list (coddao 500), open and overdue first. */
export function listarCobrancas(modulo: string, lista: string, pagina: number) {
  return chamar(operacoes.cobrancas, [modulo, lista, pagina, TAMANHO_PAGINA_MODULOS]);
}

/** One charge with its boleto and Pix (coddao 501). */
export function lerCobranca(modulo: string, codcobranca: string) {
  return chamar(operacoes.cobranca, [modulo, codcobranca]);
}
