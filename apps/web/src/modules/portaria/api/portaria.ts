import { type ConteudoDe, chamar, operacoes } from '../../../lib/api-client.ts';
import { TAMANHO_PAGINA_MODULOS } from '../../../lib/tamanho-pagina.ts';

/** The gate checks what the camera read or the porteiro typed (coddao 723); a valid pass records the entry. */
export function conferirPasse(passe: string, idempotencyKey: string) {
  return chamar(operacoes.conferirPasse, [], { passe }, { idempotencyKey });
}

/** The building's units, for the package form (coddao 729). */
export function listarUnidadesPortaria() {
  return chamar(operacoes.unidadesPortaria, [], undefined, { loader: false });
}

/** Register a package for a unit (coddao 726). */
export function registrarEncomenda(conteudo: ConteudoDe<'registrarEncomenda'>, idempotencyKey: string) {
  return chamar(operacoes.registrarEncomenda, [], conteudo, { idempotencyKey });
}

/** Hand a package over on the resident's code (coddao 727). */
export function retirarEncomenda(
  codencomenda: number,
  conteudo: ConteudoDe<'retirarEncomenda'>,
  idempotencyKey: string,
) {
  return chamar(operacoes.retirarEncomenda, [codencomenda], conteudo, { idempotencyKey });
}

/** One page of the packages waiting at the gate, oldest first; `soEsquecidas`: 7 days or more (coddao 728). */
export function listarEncomendasPortaria(soEsquecidas: boolean, pagina: number) {
  return chamar(operacoes.encomendasPortaria, [soEsquecidas ? '1' : '', pagina, TAMANHO_PAGINA_MODULOS]);
}
