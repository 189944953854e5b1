import { MENSAGENS_API } from '@portal/core';
import type { Executor } from '../../db/database.ts';
import type { Alcance } from '../alcance.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { papelNoEdificio } from '../papeis.ts';
import { unidadesDoContexto } from './unidades.ts';

/**
 * The buildings of the context whose síndico the caller is (DESIGN's roles, `papel_condominio`): what the
 * síndico's operations are scoped by. None: the caller may not act (403), whatever their credentials say.
 */
export async function edificiosDoSindico(db: Executor, alcance: Alcance): Promise<string[]> {
  const edificios = [...new Set((await unidadesDoContexto(db, alcance)).map((u) => u.codedificio))];
  const meus: string[] = [];
  for (const codedificio of edificios)
    if (await papelNoEdificio(db, alcance.codpessoa, codedificio, 'sindico')) meus.push(codedificio);
  if (meus.length === 0) throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);
  return meus;
}
