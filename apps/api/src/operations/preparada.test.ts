import { fillPlaceholders } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { cobranca } from '../db/schema/index.ts';
import { type Alcance, visivelPara } from './alcance.ts';
import { alcanceMarcado, formaDoAlcance, valoresDoAlcance } from './preparada.ts';

const dialeto = new PgDialect();
const consulta = (a: Parameters<typeof visivelPara>[1]) => {
  const condicao = visivelPara(cobranca, a);
  if (!condicao) throw new Error('sem condição');
  return dialeto.sqlToQuery(condicao);
};

const alcances: Alcance[] = [
  {
    codpessoa: 1001,
    empresas: [101],
    condominios: [],
    alunos: ['A1', 'A2'],
    anoletivo: 2026,
    codturma: null,
  },
  {
    codpessoa: 1003,
    empresas: [601, 602],
    condominios: ['1001'],
    alunos: [],
    anoletivo: null,
    codturma: 'T9',
  },
  { codpessoa: 7, empresas: [], condominios: [], alunos: [], anoletivo: null, codturma: null },
];

/** A statement prepared once per shape must be the very statement the values would build: same text, same plan. */
describe('a context with placeholders (operations/preparada.ts)', () => {
  it.each(alcances)('builds the same SQL text as its values, and binds to the same parameters (%o)', (a) => {
    const comValores = consulta(a);
    const marcada = consulta(alcanceMarcado(a));
    expect(marcada.sql).toBe(comValores.sql);
    expect(fillPlaceholders(marcada.params, valoresDoAlcance(a))).toEqual(comValores.params);
  });

  it('names a different shape differently, and the same shape alike whatever its values', () => {
    const formas = alcances.map(formaDoAlcance);
    expect(new Set(formas).size).toBe(alcances.length);
    expect(
      formaDoAlcance({ ...alcances[0], codpessoa: 2, empresas: [9], alunos: ['X', 'Y'] } as Alcance),
    ).toBe(formas[0]);
  });
});
