import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.ts';
import { preparada } from '../db/preparada.ts';
import { pessoa } from '../db/schema/index.ts';
import type { Destino } from './anunciar.ts';

/** The scope columns of a row (db/schema/colunas.ts escopo) that name people: by person, student, unit, company. */
export interface EscopoDePessoas {
  escCodpessoa: number | null;
  escCodaluno: string | null;
  escCodcondomino: string | null;
  escCodempresa: number | null;
}

/**
 * The people a scoped row concerns: its person, or everyone holding its student, unit or company (every column
 * set must match). Whom a change of that row is announced to (mudancas/anunciar.ts).
 */
export async function pessoasDoEscopo(tx: Executor, alvo: EscopoDePessoas): Promise<{ codpessoa: number }[]> {
  // One statement per set of columns the row sets (at most 16), built once (db/preparada.ts).
  const forma = [alvo.escCodpessoa, alvo.escCodaluno, alvo.escCodcondomino, alvo.escCodempresa]
    .map((v) => (v === null ? 0 : 1))
    .join('');
  const contem = (coluna: AnyPgColumn, nome: string) => sql`${coluna} @> ${sql.placeholder(nome)}::jsonb`;
  return preparada(tx, `pessoas_do_escopo_${forma}`, () =>
    tx
      .select({ codpessoa: pessoa.codpessoa })
      .from(pessoa)
      .where(
        and(
          alvo.escCodpessoa === null ? undefined : eq(pessoa.codpessoa, sql.placeholder('codpessoa')),
          alvo.escCodaluno === null ? undefined : contem(pessoa.alunos, 'aluno'),
          alvo.escCodcondomino === null ? undefined : contem(pessoa.condominios, 'condominio'),
          alvo.escCodempresa === null ? undefined : contem(pessoa.empresas, 'empresa'),
        ),
      )
      .prepare(`pessoas_do_escopo_${forma}`),
  ).execute({
    codpessoa: alvo.escCodpessoa,
    aluno: JSON.stringify([alvo.escCodaluno]),
    condominio: JSON.stringify([alvo.escCodcondomino]),
    empresa: JSON.stringify([alvo.escCodempresa]),
  });
}

/**
 * Whom a change of a scoped row is announced to (mudancas/anunciar.ts): a row with no scope is everyone's, and is
 * announced to everyone at once — listing them would be a statement over every person and a NOTIFY per 500 of them
 * (the provider-sized bench's sign-ups fell to 4 a second).
 */
export async function destinoDoEscopo(tx: Executor, alvo: EscopoDePessoas): Promise<Destino> {
  const { escCodpessoa, escCodaluno, escCodcondomino, escCodempresa } = alvo;
  if ([escCodpessoa, escCodaluno, escCodcondomino, escCodempresa].every((v) => v === null)) return 'todos';
  return (await pessoasDoEscopo(tx, alvo)).map((p) => p.codpessoa);
}
