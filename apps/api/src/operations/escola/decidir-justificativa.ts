import { MENSAGENS_API, MENSAGENS_FREQUENCIA, operacoes, textoDecisaoJustificativa } from '@portal/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { aluno, justificativaFalta } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { avisarFamilia } from './avisar-familia.ts';
import { anunciarSecretaria, escolasDaSecretaria } from './secretaria.ts';

/**
 * coddao 291 — the school office accepts or refuses a justification (issue 31; idempotent). Decided once: the
 * UPDATE matches only a pending row of the office's schools, so of two decisions at once one wins; the same
 * decision again answers the row as it is, a different one is refused (400 CONFLITO). A refusal needs its reason.
 * The family is notified in the same transaction (notification row, push outbox) and its frequência re-reads.
 */
export const decidirJustificativa = defineOperacao(operacoes.decidirJustificativa, {
  acesso: 'token',
  muda: ['frequencia'],
  async run(ctx, [, codjustificativa], { decisao, motivoRecusa }) {
    const sessao = sessaoDe(ctx);
    const alcance = alcanceDe(sessao);
    const escolas = await escolasDaSecretaria(ctx.db, alcance);
    const motivo = decisao === 'recusada' ? (motivoRecusa ?? '').trim() : null;
    if (motivo === '')
      throw new ErroOperacao('INVALIDO', MENSAGENS_FREQUENCIA.recusaSemMotivo, {
        'conteudo.motivoRecusa': MENSAGENS_FREQUENCIA.recusaSemMotivo,
      });
    const daEscola = and(
      eq(justificativaFalta.codjustificativa, codjustificativa),
      inArray(justificativaFalta.codempresa, escolas),
    );
    const agora = ctx.now();
    const [decidida] = await ctx.db
      .update(justificativaFalta)
      .set({
        situacao: decisao,
        decididaPor: sessao.pessoa.codpessoa,
        decididaEm: agora,
        motivoRecusa: motivo,
      })
      .where(and(daEscola, eq(justificativaFalta.situacao, 'pendente')))
      .returning({ codaluno: justificativaFalta.codaluno, codempresa: justificativaFalta.codempresa });
    if (!decidida) {
      const [atual] = await ctx.db
        .select({ situacao: justificativaFalta.situacao })
        .from(justificativaFalta)
        .where(daEscola);
      if (!atual) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
      if (atual.situacao !== decisao) throw new ErroOperacao('CONFLITO', MENSAGENS_FREQUENCIA.jaDecidida);
      return { codjustificativa, situacao: decisao };
    }
    const [filho] = await ctx.db
      .select({ nome: sql<string>`${aluno.dados}->>'nome'` })
      .from(aluno)
      .where(eq(aluno.codaluno, decidida.codaluno));
    const primeiroNome = (filho?.nome ?? decidida.codaluno).split(' ')[0] ?? decidida.codaluno;
    await avisarFamilia(
      ctx.db,
      decidida,
      {
        titulo: decisao === 'aceita' ? MENSAGENS_FREQUENCIA.avisoAceita : MENSAGENS_FREQUENCIA.avisoRecusada,
        texto: textoDecisaoJustificativa(primeiroNome, decisao, motivo),
      },
      agora,
    );
    await anunciarSecretaria(ctx.db, decidida.codempresa);
    return { codjustificativa, situacao: decisao };
  },
});
