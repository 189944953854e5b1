import { MENSAGENS_API, operacoes } from '@portal/core';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { lerBoletins } from './boletim-do-aluno.ts';

/**
 * coddao 242 — the family's boletim (issue 31): the grid of the context's child (or each of the person's children),
 * subjects × bimesters under the school's formula (boletim-do-aluno.ts). A student named in the parameters who is
 * not one the context admits is not found (the house's 400 naoEncontrado, as coddao 301), never another child's.
 */
export const boletim = defineOperacao(operacoes.boletim, {
  acesso: 'token',
  // Grades and roll calls announce 'modulos' to the families (salvar-notas.ts, the roll call).
  leitura: ['modulos'],
  async run(ctx, [, codaluno]) {
    const alcance = alcanceDe(sessaoDe(ctx));
    if (codaluno !== undefined && !alcance.alunos.includes(codaluno))
      throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    return { alunos: await lerBoletins(ctx.db, alcance, codaluno) };
  },
});
