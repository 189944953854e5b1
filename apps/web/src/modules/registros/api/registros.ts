import { chamar, operacoes } from '../../../lib/api-client.ts';
import { TAMANHO_PAGINA_MODULOS } from '../../../lib/tamanho-pagina.ts';

/** One page of a module's record list (coddao 300), filtered by `busca`. */
export function listarRegistros(modulo: string, lista: string, pagina: number, busca: string) {
  return chamar(operacoes.moduloRegistros, [modulo, lista, pagina, TAMANHO_PAGINA_MODULOS, busca]);
}

/** One record with its details and body (coddao 301). */
export function lerRegistro(modulo: string, codregistro: string) {
  return chamar(operacoes.moduloRegistro, [modulo, codregistro]);
}
