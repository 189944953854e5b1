import { parseParamsSistema } from '@portal/core';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Sessao } from './contexto.ts';

/** What a person can see: their lists plus the school year and class of the parameters in force. */
export interface Alcance {
  codpessoa: number;
  empresas: number[];
  condominios: string[];
  alunos: string[];
  anoletivo: number | null;
  codturma: string | null;
}

export function alcanceDe(sessao: Sessao): Alcance {
  const params = parseParamsSistema(sessao.paramsistema);
  const ano = Number.parseInt(params.anoLetivo, 10);
  return {
    codpessoa: sessao.pessoa.codpessoa,
    empresas: sessao.pessoa.empresas,
    condominios: sessao.pessoa.condominios,
    alunos: sessao.pessoa.alunos,
    anoletivo: Number.isInteger(ano) ? ano : null,
    codturma: params.codTurma || sessao.pessoa.codturma || null,
  };
}

interface ColunasEscopo {
  escCodpessoa: PgColumn;
  escCodempresa: PgColumn;
  escAnoletivo: PgColumn;
  escCodturma: PgColumn;
  escCodaluno: PgColumn;
  escCodcondomino: PgColumn;
}

function emLista<T extends string | number>(coluna: PgColumn, valores: T[]): SQL | undefined {
  return or(isNull(coluna), inArray(coluna, valores));
}

/**
 * SQL condition "the row's scope admits this person" (seed-data/types.ts, Escopo): every scope column set
 * must match; the school year and class match the parameters in force, and do not filter when none is chosen.
 */
export function visivelPara(t: ColunasEscopo, a: Alcance): SQL | undefined {
  return and(
    or(isNull(t.escCodpessoa), eq(t.escCodpessoa, a.codpessoa)),
    emLista(t.escCodempresa, a.empresas),
    emLista(t.escCodcondomino, a.condominios),
    emLista(t.escCodaluno, a.alunos),
    a.anoletivo === null ? undefined : or(isNull(t.escAnoletivo), eq(t.escAnoletivo, a.anoletivo)),
    a.codturma === null ? undefined : or(isNull(t.escCodturma), eq(t.escCodturma, a.codturma)),
  );
}
