import type { Executor } from '../../db/database.ts';
import type { Sessao } from '../contexto.ts';

/**
 * Whether the caller is the school office of this school (DESIGN's secretaria): it may write to the whole school
 * and to any class. Until the roles' table (`papel_empresa`, operations/papeis.ts) is in this tree, that is the
 * credential 'S' of SPEC §6 at a school of the person's; once it is, this asks `papelNaEmpresa(db, codpessoa,
 * codempresa, 'secretaria')` — the one place to change.
 */
export async function eSecretaria(_db: Executor, sessao: Sessao, codempresa: number): Promise<boolean> {
  const { pessoa } = sessao;
  return pessoa.credenciais.includes('S') && pessoa.empresas.includes(codempresa);
}
