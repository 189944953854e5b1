import { alunos } from './empresas.ts';
import { ALUNO, EMPRESA, PESSOA, TURMA } from './ids.ts';
import type {
  AlunoSeed,
  DisciplinaSeed,
  DocenciaSeed,
  FormulaBoletimSeed,
  FrequenciaSeed,
  NotaSeed,
  ProfessorSeed,
} from './types.ts';

/**
 * The school's grades and attendance, written once as rows of the tables `nota` and `frequencia` (issue 28): the
 * teacher's sheet (coddao 240) and the family's boletim (list escola/boletim) are both computed from them.
 * Bruno Lima teaches Mathematics to five classes, 2025 and 2026; 2026 has three bimesters graded (the 4th is in
 * progress on 2026-11-01), 2025 all four. The demo's children (Lucas, Mariana, Tiago) sit in their real classes
 * among classmates, and have the other seven subjects of the boletim too. Grades are tenths (8,5 is 85).
 */

const COLEGIO = EMPRESA.colegioHorizonte;

/** The subjects in the boletim's order, with their lessons a week (a bimester has ten weeks). */
const GRADE = [
  ['Língua Portuguesa', 5],
  ['Matemática', 5],
  ['Ciências', 3],
  ['História', 2],
  ['Geografia', 2],
  ['Língua Inglesa', 2],
  ['Arte', 1],
  ['Educação Física', 2],
] as const;

/** Escola Aurora's subjects (the administrator's second school, issue 31), after the Colégio's codes. */
const GRADE_AURORA = ['Língua Portuguesa', 'Matemática', 'Ciências', 'História'] as const;

export const disciplinas: readonly DisciplinaSeed[] = [
  ...GRADE.map(([nome], i) => ({ coddisciplina: i + 1, codempresa: COLEGIO, nome, ordem: i })),
  ...GRADE_AURORA.map((nome, i) => ({
    coddisciplina: GRADE.length + i + 1,
    codempresa: EMPRESA.escolaAurora,
    nome,
    ordem: i,
  })),
];

/**
 * Each school's boletim formula (issue 31): the Colégio's regimento is the arithmetic mean with 6,0, a recovery
 * replacing the bimester; Escola Aurora's weighs the bimesters 1/2/3/4 ÷ 10, passes with 5,0 and has one final
 * recovery on the average — both capped at the pass mark.
 */
export const formulasBoletim: readonly FormulaBoletimSeed[] = [
  {
    codempresa: COLEGIO,
    peso1: 1,
    peso2: 1,
    peso3: 1,
    peso4: 1,
    mediaMinima: 60,
    recuperacao: 'substitui-bimestre',
  },
  {
    codempresa: EMPRESA.escolaAurora,
    peso1: 1,
    peso2: 2,
    peso3: 3,
    peso4: 4,
    mediaMinima: 50,
    recuperacao: 'substitui-media',
  },
];

const MATEMATICA = 2;
const aulasNoBimestre = (coddisciplina: number) => (GRADE[coddisciplina - 1]?.[1] ?? 2) * 10;

const PRIMEIROS = [
  'Alice',
  'Arthur',
  'Beatriz',
  'Bernardo',
  'Clara',
  'Davi',
  'Eduarda',
  'Enzo',
  'Gabriel',
  'Giovanna',
  'Heitor',
  'Helena',
  'Isabela',
  'João Pedro',
  'Laura',
  'Lorenzo',
  'Manuela',
  'Matheus',
  'Miguel',
  'Nicole',
  'Pedro Henrique',
  'Rafaela',
  'Samuel',
  'Sophia',
  'Theo',
  'Valentina',
  'Vitor Hugo',
  'Yasmin',
  'Cecília',
  'Otávio',
];
const SOBRENOMES = [
  'Ferreira',
  'Gomes',
  'Cardoso',
  'Ramos',
  'Nascimento',
  'Moreira',
  'Lopes',
  'Barbosa',
  'Pereira',
  'Teixeira',
  'Carvalho',
  'Martins',
  'Rocha',
  'Dias',
  'Ribeiro',
  'Araújo',
  'Castro',
  'Correia',
  'Fernandes',
  'Pinto',
];

/** The k-th distinct student name (first names cycle; the surname shifts every cycle, so names never repeat below 600). */
function nomeAluno(k: number): string {
  return `${PRIMEIROS[k % PRIMEIROS.length]} ${SOBRENOMES[(7 * k + Math.floor(k / PRIMEIROS.length)) % SOBRENOMES.length]}`;
}

/** FNV-1a hash: spreads close codes apart so neighbouring students get unrelated grades. */
function hash(texto: string): number {
  let h = 2166136261;
  for (let i = 0; i < texto.length; i++) h = Math.imul(h ^ texto.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** Deterministic pseudo-random numbers (Park–Miller), so grades never change between runs. */
function gerador(semente: number): () => number {
  let s = semente % 2147483647 || 1;
  return () => {
    s = (s * 48271) % 2147483647;
    return s / 2147483647;
  };
}

/** Where a student sat in a subject one year. */
type Lugar = { codaluno: string; coddisciplina: number; anoletivo: number; codturma: string };

/** `total` absences spread over the graded bimesters, the earlier ones taking the remainder. */
function faltasPorBimestre(lugar: Lugar, total: number, bimestres: number): FrequenciaSeed[] {
  return Array.from({ length: bimestres }, (_, i) => ({
    ...lugar,
    bimestre: i + 1,
    aulasDadas: aulasNoBimestre(lugar.coddisciplina),
    faltas: Math.floor(total / bimestres) + (i < total % bimestres ? 1 : 0),
  }));
}

const notas: NotaSeed[] = [];
const frequencias: FrequenciaSeed[] = [];

/** A student's Mathematics in Bruno's class: a typical level between 5,0 and 9,5, grades around it. */
function matematica(lugar: Lugar, bimestres: number): void {
  const rnd = gerador(hash(`${lugar.codaluno}-${lugar.anoletivo}`));
  const nivel = 5 + rnd() * 4.5;
  for (let b = 1; b <= bimestres; b++) {
    const nota = Math.min(100, Math.max(0, Math.round((nivel + (rnd() - 0.5) * 2.4) * 10)));
    notas.push({ ...lugar, bimestre: b, nota, recuperacao: null });
  }
  frequencias.push(...faltasPorBimestre(lugar, Math.floor(rnd() * rnd() * 14), bimestres));
}

/** The other subjects of a demo child in 2026: 6,0 to 10,0, from the code, the subject and the bimester. */
function outrasDisciplinas(a: AlunoSeed): void {
  const semente = a.codaluno.charCodeAt(5);
  for (const { coddisciplina, codempresa } of disciplinas) {
    if (coddisciplina === MATEMATICA || codempresa !== a.codempresa) continue;
    const d = coddisciplina - 1;
    const lugar = { codaluno: a.codaluno, coddisciplina, anoletivo: a.anoletivo, codturma: a.codturma };
    for (let b = 1; b <= 3; b++) {
      const nota = Math.min(100, 60 + ((semente * 7 + d * 13 + (b - 1) * 5) % 41));
      notas.push({ ...lugar, bimestre: b, nota, recuperacao: null });
    }
    frequencias.push(...faltasPorBimestre(lugar, (semente + d * 3) % 6, 3));
  }
}

/** The series a class belongs to ('6º ano A - Ensino Fundamental' → '6º ano - Ensino Fundamental'). */
const serieDa = (descricao: string) => descricao.replace(/^(\S+ \S+) \S+ - /, '$1 - ');

/** The year a 2026 class's children were born in. */
const NASCIDOS_EM: Record<string, number> = {
  [TURMA.sextoA2026]: 2015,
  [TURMA.nonoB2026]: 2012,
  [TURMA.primeiraEM2026]: 2010,
};

const colegasPorCodigo = new Map<string, AlunoSeed>();
const docencias: DocenciaSeed[] = [];

function turma(
  codturma: string,
  descricao: string,
  anoletivo: number,
  quantidade: number,
  inicio: number,
  demo: string[] = [],
): void {
  docencias.push({ codpessoa: PESSOA.bruno, coddisciplina: MATEMATICA, anoletivo, codturma });
  // The code follows the child, not the class: the same child keeps it from one year to the next.
  const comuns = Array.from({ length: quantidade }, (_, i) => `A${30001 + inicio + i}`);
  comuns.forEach((codaluno, i) => {
    const atual = colegasPorCodigo.get(codaluno);
    // A classmate's row is their 2026 class; a 2025 class only names them.
    if (!atual || anoletivo > atual.anoletivo)
      colegasPorCodigo.set(codaluno, {
        codaluno,
        nome: nomeAluno(inicio + i),
        codturma,
        anoletivo,
        serie: serieDa(descricao),
        codempresa: COLEGIO,
        dtnascimento: `${String(1 + ((inicio + i) % 28)).padStart(2, '0')}/${String(1 + ((inicio + i) % 12)).padStart(2, '0')}/${NASCIDOS_EM[codturma] ?? 2014}`,
      });
  });
  for (const codaluno of [...demo, ...comuns])
    matematica({ codaluno, coddisciplina: MATEMATICA, anoletivo, codturma }, anoletivo === 2026 ? 3 : 4);
}

turma(TURMA.sextoA2026, '6º ano A - Ensino Fundamental', 2026, 17, 0, [ALUNO.lucas]);
turma(TURMA.nonoB2026, '9º ano B - Ensino Fundamental', 2026, 15, 17, [ALUNO.mariana]);
turma(TURMA.primeiraEM2026, '1ª série A - Ensino Médio', 2026, 19, 32, [ALUNO.tiago]);
// 2025: the same 6th-grade and 9th-grade children, one year earlier.
turma(TURMA.quintoA2025, '5º ano A - Ensino Fundamental', 2025, 17, 0, [ALUNO.lucas]);
turma(TURMA.oitavoB2025, '8º ano B - Ensino Fundamental', 2025, 15, 17, [ALUNO.mariana]);
for (const a of alunos) outrasDisciplinas(a);
// Beatriz at Escola Aurora: a weak 3rd bimester in Mathematics (3,5, recovery 7,0 — not counted by a bimester, her
// school recovers the average), so the weighted running average sits apart from an arithmetic one.
// Lucas's Ciências, 2nd bimester: 5,0 and a recovery of 7,5, which counts as 6,0 (capped at the pass mark).
for (const n of notas) {
  if (n.codaluno === ALUNO.lucas && n.coddisciplina === 3 && n.bimestre === 2) {
    n.nota = 50;
    n.recuperacao = 75;
  }
  if (n.codaluno === ALUNO.bia && n.coddisciplina === GRADE.length + 2 && n.bimestre === 3) {
    n.nota = 35;
    n.recuperacao = 70;
  }
}

/** The classmates of the demo's children: `aluno` rows like theirs, so every grade points at its student. */
export const colegas: readonly AlunoSeed[] = [...colegasPorCodigo.values()];

/** Bruno's classes: the sheet lists them, and only they (issue 31 checks a teacher's grading against them). */
export const docenciasDemo: readonly DocenciaSeed[] = docencias;

export const notasDemo: readonly NotaSeed[] = notas;
export const frequenciasDemo: readonly FrequenciaSeed[] = frequencias;

/** The teachers, by the name their school prints (the administrator holds credential 4 and teaches nothing). */
export const professores: readonly ProfessorSeed[] = [
  { codpessoa: PESSOA.bruno, codempresa: COLEGIO, professor: 'Bruno Henrique Lima' },
];
