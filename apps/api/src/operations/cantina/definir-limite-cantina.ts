import { MENSAGEM_LIMITE_INVALIDO, MENSAGENS_API, operacoes, validarLimiteDiarioCantina } from '@portal/core';
import { sql } from 'drizzle-orm';
import { cantinaCartao } from '../../db/schema/index.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { alunoNoContexto } from './cartao-do-aluno.ts';

/**
 * coddao 503 — sets the day's limit of one student of the context (idempotent). One statement with its key's answer
 * (operations/operacao.ts, SentencaUnica): a family saving it from two phones at once holds the card's row only
 * while the database runs it.
 */
export const definirLimiteCantina = defineOperacao(operacoes.limiteCantina, {
  acesso: 'token',
  muda: ['cantina'],
  sentenca(ctx, [, codalunoParam], { limiteDiarioCentavos }) {
    const codaluno = alunoNoContexto(ctx, codalunoParam);
    if (validarLimiteDiarioCantina(limiteDiarioCentavos))
      throw new ErroOperacao('INVALIDO', MENSAGEM_LIMITE_INVALIDO, {
        'conteudo.limiteDiarioCentavos': MENSAGEM_LIMITE_INVALIDO,
      });
    return {
      nome: 'cantina_limite',
      construir: () =>
        sql`UPDATE ${cantinaCartao} SET limite_diario_centavos = ${sql.placeholder('limite')}::int
          WHERE ${cantinaCartao.codaluno} = ${sql.placeholder('codaluno')}::text RETURNING 1`,
      valores: { limite: limiteDiarioCentavos, codaluno },
      resposta: { codaluno, limiteDiarioCentavos },
      senao: new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado),
    };
  },
});
