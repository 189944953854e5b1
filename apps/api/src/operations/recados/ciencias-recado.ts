import { type DestinatarioRecado, MENSAGENS_API, operacoes } from '@portal/core';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { pessoa, recado, recadoCiente, recadoLeitura, recadoResposta } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { temAlgumAluno } from '../escola/familias.ts';
import { defineOperacao } from '../operacao.ts';
import { alunosDoRecado } from './destinatarios.ts';

/**
 * coddao 206 — for a recado the caller wrote (issue 31): its recipients — the families of the students it is
 * for, its person if it names one, and anyone else who read or confirmed it — each read or not and confirmed
 * when, and (issue 31's replies) how many messages each family wrote in its thread, when the last, and whether
 * that still waits for the author's answer. Any other caller gets 403, whether or not the recado exists: its readers are the author's to see.
 */
export const cienciasRecado = defineOperacao(operacoes.cienciasRecado, {
  acesso: 'token',
  async run(ctx, [, codrecado]) {
    const { codpessoa } = sessaoDe(ctx).pessoa;
    const [r] = await ctx.db
      .select({
        codrecado: recado.codrecado,
        pedeCiencia: recado.pedeCiencia,
        permiteRespostas: recado.permiteRespostas,
        escCodpessoa: recado.escCodpessoa,
        escCodaluno: recado.escCodaluno,
        escCodturma: recado.escCodturma,
        escCodempresa: recado.escCodempresa,
        escAnoletivo: recado.escAnoletivo,
      })
      .from(recado)
      .where(and(eq(recado.codrecado, codrecado), eq(recado.codautor, codpessoa)));
    if (!r) throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);

    const [alunos, lidos, cientes, conversas] = await Promise.all([
      alunosDoRecado(ctx.db, r),
      ctx.db
        .select({ codpessoa: recadoLeitura.codpessoa })
        .from(recadoLeitura)
        .where(eq(recadoLeitura.codrecado, codrecado)),
      ctx.db
        .select({
          codpessoa: recadoCiente.codpessoa,
          em: recadoCiente.em,
          dispositivo: recadoCiente.dispositivo,
        })
        .from(recadoCiente)
        .where(eq(recadoCiente.codrecado, codrecado)),
      // Per family: its messages, its last one, and who wrote the thread's last message.
      ctx.db
        .select({
          codfamilia: recadoResposta.codfamilia,
          respostas: sql<number>`(count(*) filter (where ${recadoResposta.codpessoa} = ${recadoResposta.codfamilia}))::int`,
          ultimaResposta:
            sql<Date | null>`max(${recadoResposta.em}) filter (where ${recadoResposta.codpessoa} = ${recadoResposta.codfamilia})`.mapWith(
              recadoResposta.em,
            ),
          ultimaDe: sql<number>`(array_agg(${recadoResposta.codpessoa} order by ${recadoResposta.em} desc, ${recadoResposta.codresposta} desc))[1]`,
        })
        .from(recadoResposta)
        .where(eq(recadoResposta.codrecado, codrecado))
        .groupBy(recadoResposta.codfamilia),
    ]);
    const nomeDoAluno = new Map(alunos.map((a) => [a.codaluno, a.nome]));
    const conhecidos = [
      ...new Set(
        [...lidos, ...cientes, ...conversas.map((c) => ({ codpessoa: c.codfamilia }))].map(
          (l) => l.codpessoa,
        ),
      ),
    ];
    const familias = alunos.length > 0 ? temAlgumAluno(alunos.map((a) => a.codaluno)) : undefined;
    const pessoas = await ctx.db
      .select({ codpessoa: pessoa.codpessoa, nome: pessoa.nome, alunos: pessoa.alunos })
      .from(pessoa)
      .where(
        and(
          ne(pessoa.codpessoa, codpessoa),
          or(
            familias,
            r.escCodpessoa === null ? undefined : eq(pessoa.codpessoa, r.escCodpessoa),
            conhecidos.length > 0 ? inArray(pessoa.codpessoa, conhecidos) : undefined,
            sql`false`,
          ),
        ),
      )
      .orderBy(asc(pessoa.nome), asc(pessoa.codpessoa));

    const leu = new Set(lidos.map((l) => l.codpessoa));
    const cienteDe = new Map(cientes.map((c) => [c.codpessoa, c]));
    const conversaDe = new Map(conversas.map((c) => [c.codfamilia, c]));
    const destinatarios = pessoas.map((p): DestinatarioRecado => {
      const c = cienteDe.get(p.codpessoa);
      const conversa = conversaDe.get(p.codpessoa);
      const respostas = Number(conversa?.respostas ?? 0);
      return {
        codpessoa: p.codpessoa,
        nome: p.nome,
        alunos: p.alunos.flatMap((a) => nomeDoAluno.get(a) ?? []),
        // Confirming is reading, even for a row written before confirming marked it read.
        lido: leu.has(p.codpessoa) || c !== undefined,
        ...(c ? { ciente: { em: c.em.toISOString(), dispositivo: c.dispositivo } } : {}),
        respostas,
        ...(conversa?.ultimaResposta ? { ultimaResposta: conversa.ultimaResposta.toISOString() } : {}),
        aguardaResposta: respostas > 0 && Number(conversa?.ultimaDe) === p.codpessoa,
      };
    });
    return { codrecado, pedeCiencia: r.pedeCiencia, permiteRespostas: r.permiteRespostas, destinatarios };
  },
});
