import { base64Puro, lerMotivo, MENSAGENS_API, MENSAGENS_FREQUENCIA, operacoes } from '@portal/core';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { aluno, anexo, justificativaFalta, presenca } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { familiasDe } from './familias.ts';
import { anunciarSecretaria } from './secretaria.ts';

/**
 * coddao 246 — "Justificar falta" (issue 31; idempotent): the family sends a reason (core's lerMotivo) and an
 * optional certificate (the attachment rules of coddao 94: pdf/png/jpg, size cap) for absences of their own child
 * — any other child is not found. Each lesson must be an absence of that child; one that already has a pending or
 * accepted justification refuses the whole send (400 CONFLITO). The link is written by one UPDATE guarded by that
 * same condition, so two sends at once cannot both claim an absence: the second matches fewer rows and is rolled
 * back. The school office's list and the child's guardians' frequência re-read at commit.
 */
export const justificarFalta = defineOperacao(operacoes.justificarFalta, {
  acesso: 'token',
  muda: ['frequencia'],
  mensagemInvalido: (campos) =>
    Object.keys(campos).some((c) => c.startsWith('conteudo.anexo'))
      ? MENSAGENS_API.anexosInvalidos
      : undefined,
  async run(ctx, [, codaluno], c) {
    const sessao = sessaoDe(ctx);
    const alcance = alcanceDe(sessao);
    if (!alcance.alunos.includes(codaluno)) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    const motivo = lerMotivo(c.motivo);
    if (!motivo.ok)
      throw new ErroOperacao('INVALIDO', motivo.mensagem, { 'conteudo.motivo': motivo.mensagem });
    const [dono] = await ctx.db
      .select({ codempresa: sql<number>`(${aluno.dados}->>'codempresa')::int` })
      .from(aluno)
      .where(eq(aluno.codaluno, codaluno));
    if (!dono) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    const aulas = [...new Set(c.aulas)];
    const faltas = await ctx.db
      .select({ codaula: presenca.codaula })
      .from(presenca)
      .where(
        and(eq(presenca.codaluno, codaluno), inArray(presenca.codaula, aulas), eq(presenca.presente, false)),
      );
    if (faltas.length < aulas.length)
      throw new ErroOperacao('INVALIDO', MENSAGENS_FREQUENCIA.naoEFalta, {
        'conteudo.aulas': MENSAGENS_FREQUENCIA.naoEFalta,
      });

    const agora = ctx.now();
    let codanexo: number | null = null;
    if (c.anexo) {
      const conteudo = Buffer.from(base64Puro(c.anexo.base64), 'base64');
      const [novo] = await ctx.db
        .insert(anexo)
        .values({
          codpessoa: sessao.pessoa.codpessoa,
          filename: c.anexo.filename,
          filetype: c.anexo.filetype,
          filesize: conteudo.length,
          conteudo,
          dthcriacao: agora,
        })
        .returning({ codanexo: anexo.codanexo });
      codanexo = novo?.codanexo ?? null;
    }
    const [j] = await ctx.db
      .insert(justificativaFalta)
      .values({
        codaluno,
        codempresa: dono.codempresa,
        enviadaPor: sessao.pessoa.codpessoa,
        enviadaEm: agora,
        motivo: motivo.motivo,
        codanexo,
      })
      .returning({ codjustificativa: justificativaFalta.codjustificativa });
    if (!j) throw new Error('justificativa não criada');
    const ligadas = await ctx.db
      .update(presenca)
      .set({ codjustificativa: j.codjustificativa })
      .where(
        and(
          eq(presenca.codaluno, codaluno),
          inArray(presenca.codaula, aulas),
          eq(presenca.presente, false),
          or(
            isNull(presenca.codjustificativa),
            sql`${presenca.codjustificativa} in (select ${justificativaFalta.codjustificativa}
              from ${justificativaFalta} where ${justificativaFalta.situacao} = 'recusada')`,
          ),
        ),
      )
      .returning({ codaula: presenca.codaula });
    if (ligadas.length < aulas.length)
      throw new ErroOperacao('CONFLITO', MENSAGENS_FREQUENCIA.jaJustificada, {
        'conteudo.aulas': MENSAGENS_FREQUENCIA.jaJustificada,
      });
    // The school office's lists, and the child's other guardians' frequência (kept by the read cache), re-read.
    const [familias] = await Promise.all([
      familiasDe(ctx.db, [codaluno]),
      anunciarSecretaria(ctx.db, dono.codempresa),
    ]);
    await anunciar(ctx.db, ['frequencia'], familias);
    return { codjustificativa: j.codjustificativa, situacao: 'pendente' as const };
  },
});
