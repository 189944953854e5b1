import { MENSAGEM_LIMITE_INVALIDO, MENSAGENS_API, operacoes, validarLimiteDiarioCantina } from '@portal/core';
import { eq, sql } from 'drizzle-orm';
import { preparada } from '../../db/preparada.ts';
import { cantinaCartao } from '../../db/schema/index.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { alunoNoContexto } from './cartao-do-aluno.ts';

/** coddao 503 — sets the day's limit of one student of the context (idempotent). */
export const definirLimiteCantina = defineOperacao(operacoes.limiteCantina, {
  acesso: 'token',
  muda: ['cantina'],
  async run(ctx, [, codalunoParam], { limiteDiarioCentavos }) {
    const codaluno = alunoNoContexto(ctx, codalunoParam);
    if (validarLimiteDiarioCantina(limiteDiarioCentavos))
      throw new ErroOperacao('INVALIDO', MENSAGEM_LIMITE_INVALIDO, {
        'conteudo.limiteDiarioCentavos': MENSAGEM_LIMITE_INVALIDO,
      });
    const [r] = await preparada(ctx.db, 'cantina_limite', () =>
      ctx.db
        .update(cantinaCartao)
        .set({ limiteDiarioCentavos: sql`${sql.placeholder('limite')}` })
        .where(eq(cantinaCartao.codaluno, sql.placeholder('codaluno')))
        .returning({ limiteDiarioCentavos: cantinaCartao.limiteDiarioCentavos })
        .prepare('cantina_limite'),
    ).execute({ limite: limiteDiarioCentavos, codaluno });
    if (!r) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    return { codaluno, limiteDiarioCentavos: r.limiteDiarioCentavos };
  },
});
