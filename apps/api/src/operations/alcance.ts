import { parseParamsSistema } from '@portal/core';
import { and, eq, inArray, isNull, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { chaveDeEscopo } from '../db/schema/colunas.ts';
import type { Sessao } from './contexto.ts';

/**
 * What a person sees: the context carried by their token (SPEC §3's five slots), never wider than what the
 * person owns today. A chosen slot narrows its list to that one value; an empty slot does not filter.
 */
export interface Alcance {
  codpessoa: number;
  empresas: number[];
  condominios: string[];
  alunos: string[];
  anoletivo: number | null;
  codturma: string | null;
}

/** The chosen value when there is one (and it is still the person's: otherwise nothing), else the whole list. */
function escolhido<T>(lista: readonly T[], valor: T | null): T[] {
  return valor === null ? [...lista] : lista.filter((v) => v === valor);
}

function inteiroOuNull(texto: string): number | null {
  return /^-?\d{1,10}$/.test(texto) ? Number(texto) : null;
}

/** The context of the token in force: what every read and write is scoped by. */
export function alcanceDe(sessao: Sessao): Alcance {
  const p = parseParamsSistema(sessao.paramsistema);
  const { pessoa } = sessao;
  return {
    codpessoa: pessoa.codpessoa,
    empresas: escolhido(pessoa.empresas, inteiroOuNull(p.codEmpresa)),
    condominios: escolhido(pessoa.condominios, p.codcondomino || null),
    alunos: escolhido(pessoa.alunos, p.codAluno || null),
    anoletivo: inteiroOuNull(p.anoLetivo),
    codturma: p.codTurma || null,
  };
}

/** Everything the person owns, whatever the context: tells "not yours" (403) from "not in this context" (404). */
export function alcanceAmplo(sessao: Sessao): Alcance {
  const { pessoa } = sessao;
  return {
    codpessoa: pessoa.codpessoa,
    empresas: [...pessoa.empresas],
    condominios: [...pessoa.condominios],
    alunos: [...pessoa.alunos],
    anoletivo: null,
    codturma: null,
  };
}

/** An Alcance whose values may be placeholders (operations/preparada.ts): the same condition, bound later. */
export interface AlcanceSql {
  codpessoa: number | Placeholder;
  empresas: readonly (number | Placeholder)[];
  condominios: readonly (string | Placeholder)[];
  alunos: readonly (string | Placeholder)[];
  anoletivo: number | Placeholder | null;
  codturma: string | Placeholder | null;
  /** chavesDoAlcance's keys, as placeholders: set by alcanceMarcado, computed from the values otherwise. */
  chaves?: readonly (string | Placeholder)[];
}

export interface ColunasEscopo {
  escCodpessoa: PgColumn;
  escCodempresa: PgColumn;
  escAnoletivo: PgColumn;
  escCodturma: PgColumn;
  escCodaluno: PgColumn;
  escCodcondomino: PgColumn;
}

function emLista(coluna: PgColumn, valores: readonly (string | number | Placeholder)[]): SQL | undefined {
  return or(isNull(coluna), inArray(coluna, valores));
}

function igualSeEscolhido(coluna: PgColumn, valor: string | number | Placeholder | null): SQL | undefined {
  return valor === null ? undefined : or(isNull(coluna), eq(coluna, valor));
}

/**
 * SQL condition "the row's scope admits this context" (db/schema/tipos.ts, Escopo): every scope column the row
 * sets must match the context; a column the row leaves empty admits everyone.
 */
export function visivelPara(t: ColunasEscopo, a: AlcanceSql): SQL | undefined {
  return and(
    // Implied by the conditions below (a row they admit has one of these keys), so it changes no answer; it is
    // what lets the big tables' expression index find the person's rows instead of reading the whole table.
    inArray(chaveDeEscopo(t), a.chaves ?? chavesDoAlcance(a as Alcance)),
    or(isNull(t.escCodpessoa), eq(t.escCodpessoa, a.codpessoa)),
    emLista(t.escCodempresa, a.empresas),
    emLista(t.escCodcondomino, a.condominios),
    emLista(t.escCodaluno, a.alunos),
    igualSeEscolhido(t.escAnoletivo, a.anoletivo),
    igualSeEscolhido(t.escCodturma, a.codturma),
  );
}

/**
 * The keys (db/schema/colunas.ts, `chaveDeEscopo`) of the rows the context may see: its person, students,
 * condominiums and companies, and '' for the rows that name none of them.
 */
export function chavesDoAlcance(a: Alcance): string[] {
  return [
    `p${a.codpessoa}`,
    ...a.alunos.map((c) => `a${c}`),
    ...a.condominios.map((c) => `c${c}`),
    ...a.empresas.map((c) => `e${c}`),
    '',
  ];
}

/** SQL condition "the row sets no scope column": it concerns everyone (a public document anyone may read). */
export function semEscopo(t: ColunasEscopo): SQL | undefined {
  return and(
    isNull(t.escCodpessoa),
    isNull(t.escCodempresa),
    isNull(t.escCodcondomino),
    isNull(t.escCodaluno),
    isNull(t.escAnoletivo),
    isNull(t.escCodturma),
  );
}
