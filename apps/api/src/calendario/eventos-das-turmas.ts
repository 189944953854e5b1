import type { EventoCalendario } from '@portal/core';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { aluno, docencia, empresa, eventoEscolar } from '../db/schema/index.ts';

/**
 * Whose classes a calendar shows: schools (companies), and the classes (their code) of those schools, or 'todas'
 * for the school office and the direction, who see every class of their schools.
 */
export interface TurmasDoCalendario {
  empresas: readonly number[];
  turmas: readonly string[] | 'todas';
}

/** SPEC §6's school office (S) and direction (D): the whole school's calendar is theirs (DESIGN's roles). */
const DA_ESCOLA = ['S', 'D'];

/**
 * The classes of these students and the classes this person teaches, at these schools: what a family's or a
 * teacher's calendar carries besides the whole school's days. Schools with none of them are left out, so a mother
 * who works for another company sees nothing of it.
 */
export async function turmasDe(
  db: Executor,
  pessoa: { codpessoa: number; credenciais: readonly string[] },
  alunos: readonly string[],
  empresas: readonly number[],
): Promise<TurmasDoCalendario> {
  if (empresas.length === 0) return { empresas: [], turmas: [] };
  if (pessoa.credenciais.some((c) => DA_ESCOLA.includes(c))) return { empresas, turmas: 'todas' };
  const { codpessoa } = pessoa;
  const dosAlunos =
    alunos.length === 0
      ? []
      : await db
          .select({
            codempresa: sql<number>`(${aluno.dados}->>'codempresa')::int`,
            codturma: sql<string>`${aluno.dados}->>'codturma'`,
          })
          .from(aluno)
          .where(inArray(aluno.codaluno, [...alunos]));
  const ensinadas = await db
    .selectDistinct({ codturma: docencia.codturma })
    .from(docencia)
    .where(eq(docencia.codpessoa, codpessoa));
  const escolas = new Set(dosAlunos.map((a) => a.codempresa).filter((e) => empresas.includes(e)));
  // A teacher's classes name no school: their codes are unique across the demo's schools (docencia → disciplina).
  if (ensinadas.length > 0) for (const e of empresas) escolas.add(e);
  return {
    empresas: [...escolas],
    turmas: [
      ...new Set([
        ...dosAlunos.filter((a) => escolas.has(a.codempresa)).map((a) => a.codturma),
        ...ensinadas.map((d) => d.codturma),
      ]),
    ],
  };
}

/**
 * The events the school published for those classes or for the whole school that touch the days `de`–`ate`
 * ('yyyy-mm-dd', inclusive), in the calendar's shape; one statement on the school's index by day.
 */
export async function eventosDasTurmas(
  db: Executor,
  { empresas, turmas }: TurmasDoCalendario,
  de: string,
  ate: string,
  /** The reader: the events they published come `editavel` (the school office's calendar). */
  codpessoa?: number,
): Promise<EventoCalendario[]> {
  if (empresas.length === 0) return [];
  const linhas = await db
    .select()
    .from(eventoEscolar)
    .where(
      and(
        inArray(eventoEscolar.codempresa, [...empresas]),
        lte(eventoEscolar.data, ate),
        gte(eventoEscolar.dataFim, de),
        turmas === 'todas'
          ? undefined
          : turmas.length > 0
            ? or(isNull(eventoEscolar.codturma), inArray(eventoEscolar.codturma, [...turmas]))
            : isNull(eventoEscolar.codturma),
      ),
    )
    .orderBy(asc(eventoEscolar.data), asc(eventoEscolar.horaInicio), asc(eventoEscolar.codeventoescolar));
  const descricoes = await descricoesDasTurmas(db, empresas);
  return linhas.map((l) => ({
    id: `e${l.codeventoescolar}`,
    tipo: l.tipo,
    titulo: l.titulo,
    descricao: l.descricao,
    data: l.data,
    dataFim: l.dataFim,
    horaInicio: l.horaInicio?.slice(0, 5) ?? null,
    horaFim: l.horaFim?.slice(0, 5) ?? null,
    turma: l.codturma === null ? null : (descricoes.get(`${l.anoletivo}|${l.codturma}`) ?? l.codturma),
    ...(codpessoa === undefined
      ? {}
      : { codturma: l.codturma, editavel: l.publicadoPor !== null && l.publicadoPor === codpessoa }),
  }));
}

/** The schools' classes by 'year|code', as their school names them ('6º ano A - Ensino Fundamental'). */
async function descricoesDasTurmas(db: Executor, empresas: readonly number[]): Promise<Map<string, string>> {
  const escolas = await db
    .select({ dados: empresa.dados })
    .from(empresa)
    .where(inArray(empresa.codempresa, [...empresas]));
  return new Map(
    escolas.flatMap(({ dados }) =>
      (dados.lstanoletivo ?? []).flatMap((a) =>
        a.turmas.map((t) => [`${a.anoletivo}|${t.codturma}`, t.descricao] as const),
      ),
    ),
  );
}
