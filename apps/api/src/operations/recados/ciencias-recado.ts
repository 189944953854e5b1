import { type DestinatarioRecado, MENSAGENS_API, operacoes } from '@portal/core';
import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { aluno, pessoa, recado, recadoCiente, recadoLeitura } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';

type Alvo = Pick<
  typeof recado.$inferSelect,
  'escCodpessoa' | 'escCodaluno' | 'escCodturma' | 'escCodempresa' | 'escAnoletivo'
>;

/**
 * The students a school recado is for: its student, else its class's, else its school's (and year's). The
 * class recados' scope alone would admit the whole school (a context with no class chosen sees them), which is
 * not whom the teacher wrote to; the students' families are.
 */
async function alunosDoRecado(db: Executor, r: Alvo): Promise<{ codaluno: string; nome: string }[]> {
  const condicoes: (SQL | undefined)[] = [];
  if (r.escCodaluno !== null) condicoes.push(eq(aluno.codaluno, r.escCodaluno));
  else if (r.escCodturma !== null) condicoes.push(sql`${aluno.dados}->>'codturma' = ${r.escCodturma}`);
  else if (r.escCodempresa !== null)
    condicoes.push(sql`(${aluno.dados}->>'codempresa')::int = ${r.escCodempresa}`);
  else return [];
  if (r.escAnoletivo !== null) condicoes.push(sql`(${aluno.dados}->>'anoletivo')::int = ${r.escAnoletivo}`);
  return db
    .select({ codaluno: aluno.codaluno, nome: sql<string>`${aluno.dados}->>'nome'` })
    .from(aluno)
    .where(and(...condicoes));
}

/**
 * coddao 206 — for a recado the caller wrote (issue 31): its recipients — the families of the students it is
 * for, its person if it names one, and anyone else who read or confirmed it — each read or not and confirmed
 * when. Any other caller gets 403, whether or not the recado exists: its readers are the author's to see.
 */
export const cienciasRecado = defineOperacao(operacoes.cienciasRecado, {
  acesso: 'token',
  async run(ctx, [, codrecado]) {
    const { codpessoa } = sessaoDe(ctx).pessoa;
    const [r] = await ctx.db
      .select({
        pedeCiencia: recado.pedeCiencia,
        escCodpessoa: recado.escCodpessoa,
        escCodaluno: recado.escCodaluno,
        escCodturma: recado.escCodturma,
        escCodempresa: recado.escCodempresa,
        escAnoletivo: recado.escAnoletivo,
      })
      .from(recado)
      .where(and(eq(recado.codrecado, codrecado), eq(recado.codautor, codpessoa)));
    if (!r) throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);

    const [alunos, lidos, cientes] = await Promise.all([
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
    ]);
    const nomeDoAluno = new Map(alunos.map((a) => [a.codaluno, a.nome]));
    const conhecidos = [...new Set([...lidos, ...cientes].map((l) => l.codpessoa))];
    const familias =
      alunos.length > 0
        ? sql`exists (select 1 from jsonb_array_elements_text(${pessoa.alunos}) as x(c) where x.c in (${sql.join(
            alunos.map((a) => sql`${a.codaluno}`),
            sql`, `,
          )}))`
        : undefined;
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
    const destinatarios = pessoas.map((p): DestinatarioRecado => {
      const c = cienteDe.get(p.codpessoa);
      return {
        codpessoa: p.codpessoa,
        nome: p.nome,
        alunos: p.alunos.flatMap((a) => nomeDoAluno.get(a) ?? []),
        // Confirming is reading, even for a row written before confirming marked it read.
        lido: leu.has(p.codpessoa) || c !== undefined,
        ...(c ? { ciente: { em: c.em.toISOString(), dispositivo: c.dispositivo } } : {}),
      };
    });
    return { codrecado, pedeCiencia: r.pedeCiencia, destinatarios };
  },
});
