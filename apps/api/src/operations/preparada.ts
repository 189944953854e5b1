import { type Placeholder, sql } from 'drizzle-orm';
import { type Alcance, type AlcanceSql, chavesDoAlcance } from './alcance.ts';

// The context's part of a prepared statement (db/preparada.ts). The context's lists vary in length and its year
// and class may be unchosen, so a statement is kept per shape of the context: the same SQL text the values would
// have built (the same plans), with placeholders where the values go.

/** How many companies, condominiums and students the context admits, and whether a year and a class are chosen. */
export function formaDoAlcance(a: Alcance): string {
  return `${a.empresas.length}_${a.condominios.length}_${a.alunos.length}_${a.anoletivo === null ? 0 : 1}${a.codturma === null ? 0 : 1}`;
}

const marca = (nome: string) => sql.placeholder(nome) as Placeholder;

/** The context with a placeholder in place of each value (named `alc_…`, apart from the operation's own). */
export function alcanceMarcado(a: Alcance): AlcanceSql {
  return {
    codpessoa: marca('alc_p'),
    empresas: a.empresas.map((_, i) => marca(`alc_e${i}`)),
    condominios: a.condominios.map((_, i) => marca(`alc_c${i}`)),
    alunos: a.alunos.map((_, i) => marca(`alc_a${i}`)),
    anoletivo: a.anoletivo === null ? null : marca('alc_ano'),
    codturma: a.codturma === null ? null : marca('alc_turma'),
    chaves: chavesDoAlcance(a).map((_, i) => marca(`alc_k${i}`)),
  };
}

/** The values `alcanceMarcado`'s placeholders stand for. */
export function valoresDoAlcance(a: Alcance): Record<string, unknown> {
  const v: Record<string, unknown> = { alc_p: a.codpessoa, alc_ano: a.anoletivo, alc_turma: a.codturma };
  a.empresas.forEach((x, i) => {
    v[`alc_e${i}`] = x;
  });
  a.condominios.forEach((x, i) => {
    v[`alc_c${i}`] = x;
  });
  a.alunos.forEach((x, i) => {
    v[`alc_a${i}`] = x;
  });
  chavesDoAlcance(a).forEach((x, i) => {
    v[`alc_k${i}`] = x;
  });
  return v;
}
