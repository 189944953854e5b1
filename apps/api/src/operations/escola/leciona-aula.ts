import { and, eq } from 'drizzle-orm';
import { aula, docencia } from '../../db/schema/index.ts';

/** The join that makes `codpessoa` a teacher of the lesson: a `docencia` of its subject, year and class. */
export const lecionaAula = (codpessoa: number) =>
  and(
    eq(docencia.codpessoa, codpessoa),
    eq(docencia.coddisciplina, aula.coddisciplina),
    eq(docencia.anoletivo, aula.anoletivo),
    eq(docencia.codturma, aula.codturma),
  );
