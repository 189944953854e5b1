import type { Executor } from '../../db/database.ts';
import type { Sessao } from '../contexto.ts';
import { papelNaEmpresa } from '../papeis.ts';

/**
 * Whether the caller is the school office of this school (DESIGN's secretaria, role 'secretaria' in
 * `papel_empresa`): it may write to the whole school and to any class. The credential 'S' lets the call in
 * (coddao 202's contract); the role, of that school, lets it act.
 */
export async function eSecretaria(db: Executor, sessao: Sessao, codempresa: number): Promise<boolean> {
  return papelNaEmpresa(db, sessao.pessoa.codpessoa, codempresa, 'secretaria');
}
