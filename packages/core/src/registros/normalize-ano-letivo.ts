import { asLista, asRegistro, numero, texto } from './leitura.ts';
import type { AnoLetivo, Turma } from './tipos.ts';

function normalizeTurma(raw: unknown): Turma {
  const r = asRegistro(raw);
  const descricao = typeof r.descricao === 'string' ? r.descricao : undefined;
  return descricao === undefined
    ? { codturma: texto(r.codturma) }
    : { codturma: texto(r.codturma), descricao };
}

/**
 * Normalises a school year: numeric anoletivo and its list of classes.
 *
 * @example
 * normalizeAnoLetivo({ anoletivo: '2026', turmas: [{ codturma: 7 }] }); // { anoletivo: 2026, turmas: [{ codturma: '7' }] }
 */
export function normalizeAnoLetivo(raw: unknown): AnoLetivo {
  const r = asRegistro(raw);
  return { anoletivo: numero(r.anoletivo), turmas: asLista(r.turmas).map(normalizeTurma) };
}
