import type { Escopo } from '../../seed-data/types.ts';

/** A seed row's scope as the scope columns of db/schema/. */
export function escopoColunas(e: Escopo) {
  return {
    escCodpessoa: e.codpessoa ?? null,
    escCodempresa: e.codempresa ?? null,
    escAnoletivo: e.anoletivo ?? null,
    escCodturma: e.codturma ?? null,
    escCodaluno: e.codaluno ?? null,
    escCodcondomino: e.codcondomino ?? null,
  };
}
