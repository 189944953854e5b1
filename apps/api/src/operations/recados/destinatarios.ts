import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { aluno, pessoa, type recado, recadoAluno } from '../../db/schema/index.ts';
import { temAlgumAluno } from '../escola/familias.ts';

export type AlvoRecado = Pick<
  typeof recado.$inferSelect,
  'codrecado' | 'escCodaluno' | 'escCodturma' | 'escCodempresa' | 'escAnoletivo'
>;

/**
 * The students a school recado is for: its chosen students (`recado_aluno`), else its student, else its class's,
 * else its school's (and year's). The class recados' scope alone would admit the whole school (a context with no
 * class chosen sees them), which is not whom the teacher wrote to; the students' families are.
 */
export async function alunosDoRecado(
  db: Executor,
  r: AlvoRecado,
): Promise<{ codaluno: string; nome: string }[]> {
  const escolhidos = await db
    .select({ codaluno: aluno.codaluno, nome: sql<string>`${aluno.dados}->>'nome'` })
    .from(recadoAluno)
    .innerJoin(aluno, eq(aluno.codaluno, recadoAluno.codaluno))
    .where(eq(recadoAluno.codrecado, r.codrecado));
  if (escolhidos.length > 0) return escolhidos;
  const condicoes: (SQL | undefined)[] = [];
  if (r.escCodaluno !== null) condicoes.push(eq(aluno.codaluno, r.escCodaluno));
  else if (r.escCodturma !== null) condicoes.push(sql`${aluno.dados}->>'codturma' = ${r.escCodturma}`);
  if (r.escCodempresa !== null)
    condicoes.push(sql`(${aluno.dados}->>'codempresa')::int = ${r.escCodempresa}`);
  if (condicoes.length === 0) return [];
  if (r.escAnoletivo !== null) condicoes.push(sql`(${aluno.dados}->>'anoletivo')::int = ${r.escAnoletivo}`);
  return db
    .select({ codaluno: aluno.codaluno, nome: sql<string>`${aluno.dados}->>'nome'` })
    .from(aluno)
    .where(and(...condicoes));
}

/** The families (people holding one of these students), but `exceto`: whom a recado reaches, each once. */
export async function familiasDe(
  db: Executor,
  codalunos: readonly string[],
  exceto: number,
): Promise<{ codpessoa: number; nome: string; alunos: string[] }[]> {
  if (codalunos.length === 0) return [];
  return db
    .select({ codpessoa: pessoa.codpessoa, nome: pessoa.nome, alunos: pessoa.alunos })
    .from(pessoa)
    .where(and(ne(pessoa.codpessoa, exceto), temAlgumAluno(codalunos)))
    .orderBy(pessoa.nome, pessoa.codpessoa);
}

/** Whether this person is a family the recado reaches (a reply's writer must be). */
export async function eFamiliaDoRecado(db: Executor, r: AlvoRecado, codpessoa: number): Promise<boolean> {
  const alunos = await alunosDoRecado(db, r);
  if (alunos.length === 0) return false;
  const [p] = await db
    .select({ codpessoa: pessoa.codpessoa })
    .from(pessoa)
    .where(and(eq(pessoa.codpessoa, codpessoa), temAlgumAluno(alunos.map((a) => a.codaluno))));
  return p !== undefined;
}
