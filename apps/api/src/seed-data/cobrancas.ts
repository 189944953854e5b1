import { cobrancasCondominio } from './modulos/condominio.ts';
import { cobrancasEscola } from './modulos/escola.ts';
import { cobrancasFinancas } from './modulos/financas.ts';
import { cobrancasInstitucional } from './modulos/institucional.ts';
import { cobrancasPessoal } from './modulos/pessoal.ts';
import { cobrancasPlanoSaude } from './modulos/planosaude.ts';
import type { CobrancaSeed } from './types.ts';

/**
 * Every charge of the demo (issue 28), in the `cobranca` table's row type: the bills of the module lists whose
 * headers modulos.ts keeps. Each module file writes its own beside the records that share its range of ids; the
 * ids (codcobranca) are those the bills always had, unique across charges and records.
 */
export const cobrancas: readonly CobrancaSeed[] = [
  ...cobrancasEscola,
  ...cobrancasCondominio,
  ...cobrancasPlanoSaude,
  ...cobrancasFinancas,
  ...cobrancasPessoal,
  ...cobrancasInstitucional,
];
