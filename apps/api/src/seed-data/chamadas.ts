import type { aula, justificativaFalta, presenca } from '../db/schema/escola.ts';
import { colegas } from './escola-notas.ts';
import { ALUNO, EMPRESA, PESSOA, TURMA } from './ids.ts';

/** The seed's rows of issue 31's attendance tables, in their own row types. */
export type AulaSeed = Required<
  Pick<
    typeof aula.$inferInsert,
    'codaula' | 'coddisciplina' | 'anoletivo' | 'codturma' | 'data' | 'periodo' | 'chamadaPor' | 'chamadaEm'
  >
>;
export type PresencaSeed = Required<typeof presenca.$inferInsert>;
export type JustificativaSeed = Required<
  Pick<
    typeof justificativaFalta.$inferInsert,
    | 'codjustificativa'
    | 'codaluno'
    | 'codempresa'
    | 'enviadaPor'
    | 'enviadaEm'
    | 'motivo'
    | 'situacao'
    | 'decididaPor'
    | 'decididaEm'
  >
>;

const MATEMATICA = 2;
/** How far back the school has recorded lessons: the current bimester's weeks (the bimesters before are totals). */
export const SEMANAS_DE_AULAS = 6;
const DIA_MS = 86_400_000;

/** Bruno's Mathematics lessons a day, per class: the class and its period (5 lessons a week, as the grid says). */
const HORARIO = [
  { codturma: TURMA.sextoA2026, periodo: 1 },
  { codturma: TURMA.nonoB2026, periodo: 3 },
] as const;

/** Who in each class misses which of its lessons (counted back from the last one taken: 0 is the latest). */
const FALTAS: Record<string, Record<string, readonly number[]>> = {
  [TURMA.sextoA2026]: {
    [ALUNO.lucas]: [1, 8, 15],
    // A classmate past the alert line: the school office's risk list shows them.
    A30004: [0, 2, 4, 6, 9, 12, 14, 18, 21, 25],
    A30009: [3, 11],
  },
  [TURMA.nonoB2026]: {
    [ALUNO.mariana]: [5],
    A30020: [1, 7, 13, 19],
  },
};

const alunosDa = (codturma: string) => [
  ...(codturma === TURMA.sextoA2026 ? [ALUNO.lucas] : codturma === TURMA.nonoB2026 ? [ALUNO.mariana] : []),
  ...colegas.filter((c) => c.codturma === codturma && c.anoletivo === 2026).map((c) => c.codaluno),
];

/**
 * The lessons of Lucas's and Mariana's classes since the current bimester began (SEMANAS_DE_AULAS back from the
 * reference day, weekdays), their roll taken by Bruno except today's, which wait for him; a few absences, and
 * Lucas's oldest one justified and accepted by the school office, Mariana's waiting for its decision. A pure function of the
 * reference day ('yyyy-mm-dd'), so the demo reads the same whenever it is created.
 */
export function chamadasEm(referencia: string): {
  aulas: AulaSeed[];
  presencas: PresencaSeed[];
  justificativas: JustificativaSeed[];
} {
  const fim = Date.parse(`${referencia}T00:00:00Z`);
  const dias: string[] = [];
  for (let t = fim - SEMANAS_DE_AULAS * 7 * DIA_MS; t <= fim; t += DIA_MS) {
    const dia = new Date(t);
    // Weekdays; and the reference day itself, so Bruno always has roll calls waiting (a "sábado letivo").
    if ((dia.getUTCDay() !== 0 && dia.getUTCDay() !== 6) || t === fim)
      dias.push(dia.toISOString().slice(0, 10));
  }
  const aulas: AulaSeed[] = [];
  const presencas: PresencaSeed[] = [];
  const justificativas: JustificativaSeed[] = [];
  let codaula = 0;
  for (const { codturma, periodo } of HORARIO) {
    const daTurma = dias.map((data) => {
      const hoje = data === referencia;
      // The roll is taken at the lesson's start: 07:00 in Brasília for the 1st period, 50 minutes each.
      const inicio = new Date(Date.parse(`${data}T10:00:00Z`) + (periodo - 1) * 50 * 60_000);
      const a: AulaSeed = {
        codaula: ++codaula,
        coddisciplina: MATEMATICA,
        anoletivo: 2026,
        codturma,
        data,
        periodo,
        chamadaPor: hoje ? null : PESSOA.bruno,
        chamadaEm: hoje ? null : new Date(inicio.getTime() + 5 * 60_000),
      };
      aulas.push(a);
      return a;
    });
    const feitas = daTurma.filter((a) => a.chamadaEm !== null).reverse();
    const faltas = FALTAS[codturma] ?? {};
    for (const [i, a] of feitas.entries()) {
      for (const codaluno of alunosDa(codturma)) {
        const falta = faltas[codaluno]?.includes(i) ?? false;
        presencas.push({ codaula: a.codaula, codaluno, presente: !falta, codjustificativa: null });
      }
    }
  }
  // Lucas's oldest absence: a doctor's appointment, justified the next day and accepted the day after.
  const lucas = presencas.filter((p) => p.codaluno === ALUNO.lucas && !p.presente);
  const justificada = lucas.reduce<PresencaSeed | undefined>(
    (menor, p) => (!menor || p.codaula < menor.codaula ? p : menor),
    undefined,
  );
  const aulaJustificada = aulas.find((a) => a.codaula === justificada?.codaula);
  if (justificada && aulaJustificada) {
    const dia = Date.parse(`${aulaJustificada.data}T12:00:00Z`);
    justificativas.push({
      codjustificativa: 1,
      codaluno: ALUNO.lucas,
      codempresa: EMPRESA.colegioHorizonte,
      enviadaPor: PESSOA.ana,
      enviadaEm: new Date(dia + DIA_MS),
      motivo: 'Consulta médica (pediatra), atestado entregue na secretaria.',
      situacao: 'aceita',
      decididaPor: PESSOA.silvia,
      decididaEm: new Date(dia + 2 * DIA_MS),
    });
    justificada.codjustificativa = 1;
  }
  // Mariana's absence: a fever, sent the same evening, waiting for the school office (its list is not empty).
  const daMariana = presencas.find((p) => p.codaluno === ALUNO.mariana && !p.presente);
  const aulaDaMariana = aulas.find((a) => a.codaula === daMariana?.codaula);
  if (daMariana && aulaDaMariana) {
    justificativas.push({
      codjustificativa: 2,
      codaluno: ALUNO.mariana,
      codempresa: EMPRESA.colegioHorizonte,
      enviadaPor: PESSOA.ana,
      enviadaEm: new Date(Date.parse(`${aulaDaMariana.data}T22:30:00Z`)),
      motivo: 'Febre, ficou em casa em repouso.',
      situacao: 'pendente',
      decididaPor: null,
      decididaEm: null,
    });
    daMariana.codjustificativa = 2;
  }
  return { aulas, presencas, justificativas };
}
