import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
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
  return tx
    .select({ codpessoa: pessoa.codpessoa })
    .from(pessoa)
    .where(
      and(
        alvo.escCodpessoa === null ? undefined : eq(pessoa.codpessoa, alvo.escCodpessoa),
        alvo.escCodaluno === null
          ? undefined
          : sql`${pessoa.alunos} @> ${JSON.stringify([alvo.escCodaluno])}::jsonb`,
        alvo.escCodcondomino === null
          ? undefined
          : sql`${pessoa.condominios} @> ${JSON.stringify([alvo.escCodcondomino])}::jsonb`,
        alvo.escCodempresa === null
          ? undefined
          : sql`${pessoa.empresas} @> ${JSON.stringify([alvo.escCodempresa])}::jsonb`,
      ),
    );
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
