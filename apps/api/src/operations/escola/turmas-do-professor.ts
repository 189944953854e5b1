import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { disciplina, docencia, empresa } from '../../db/schema/index.ts';

/** One class and subject a teacher teaches, with the class's name as the school writes it. */
export interface TurmaDoProfessor {
  codempresa: number;
  anoletivo: number;
  codturma: string;
  turma: string;
  coddisciplina: number;
  disciplina: string;
}

/**
 * The classes and subjects of the teacher's `docencia` rows at these schools (of one year when given), in the
 * year's, class's and subject's order, each named by the school's list of classes (empresa.dados.lstanoletivo).
 */
export async function turmasDoProfessor(
  db: Executor,
  codpessoa: number,
  empresas: readonly number[],
  filtro: { anoletivo?: number; codturma?: string } = {},
): Promise<TurmaDoProfessor[]> {
  if (empresas.length === 0) return [];
  const aulas = await db
    .select({
      codempresa: disciplina.codempresa,
      anoletivo: docencia.anoletivo,
      codturma: docencia.codturma,
      coddisciplina: docencia.coddisciplina,
      disciplina: disciplina.nome,
    })
    .from(docencia)
    .innerJoin(disciplina, eq(disciplina.coddisciplina, docencia.coddisciplina))
    .where(
      and(
        eq(docencia.codpessoa, codpessoa),
        inArray(disciplina.codempresa, [...empresas]),
        filtro.anoletivo === undefined ? undefined : eq(docencia.anoletivo, filtro.anoletivo),
        filtro.codturma === undefined ? undefined : eq(docencia.codturma, filtro.codturma),
      ),
    )
    .orderBy(asc(docencia.anoletivo), asc(docencia.codturma), asc(disciplina.ordem));
  if (aulas.length === 0) return [];
  const escolas = await db
    .select({ dados: empresa.dados })
    .from(empresa)
    .where(inArray(empresa.codempresa, [...new Set(aulas.map((a) => a.codempresa))]));
  const nomes = new Map(
    escolas.flatMap(({ dados }) =>
      dados.lstanoletivo.flatMap((a) => a.turmas.map((t) => [`${a.anoletivo}|${t.codturma}`, t.descricao])),
    ),
  );
  return aulas.map((a) => ({ ...a, turma: nomes.get(`${a.anoletivo}|${a.codturma}`) ?? a.codturma }));
}
