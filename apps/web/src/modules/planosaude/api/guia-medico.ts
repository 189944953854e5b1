import { chamar, operacoes } from '../../../lib/api-client.ts';
import { TAMANHO_PAGINA_MODULOS } from '../../../lib/tamanho-pagina.ts';

/** One page of the medical guide (coddao 220) by name, specialty and city, with the filters' options. */
export function buscarPrestadores(busca: string, especialidade: string, cidade: string, pagina: number) {
  return chamar(operacoes.guiaMedico, [busca, especialidade, cidade, pagina, TAMANHO_PAGINA_MODULOS]);
}
