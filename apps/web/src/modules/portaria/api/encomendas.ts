import { chamar, operacoes } from '../../../lib/api-client.ts';
import { TAMANHO_PAGINA_MODULOS } from '../../../lib/tamanho-pagina.ts';

/** One page of the packages of the context's units, with the pickup codes (coddao 725). */
export function listarEncomendas(pagina: number) {
  return chamar(operacoes.encomendas, [pagina, TAMANHO_PAGINA_MODULOS]);
}

/** A package's photo as a data URL (coddao 730). */
export function lerFotoEncomenda(codencomenda: number) {
  return chamar(operacoes.fotoEncomenda, [codencomenda], undefined, { loader: false });
}
