import { ALUNO, EMPRESA, PESSOA, TURMA } from './ids.ts';
import type { AlunoFicha, FichaProfessorSeed, TurmaFicha } from './types.ts';

/**
 * Bruno Lima's teacher record sheet (coddao 240): his Mathematics classes of 2025 and 2026,
 * with each student's bimester grades (0–10, one decimal), absences and average. 2026 has three
 * bimesters graded (the 4th is in progress on 2026-11-01); 2025 has all four.
 * The demo students (Lucas, Mariana, Tiago) appear in their real classes.
 */

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

function aluno(codaluno: string, nome: string, bimestres: number, semente: number): AlunoFicha {
  const rnd = gerador(semente);
  const nivel = 5 + rnd() * 4.5; // each student has a typical level between 5,0 and 9,5
  const notas = Array.from({ length: bimestres }, () =>
    Math.min(10, Math.max(0, Math.round((nivel + (rnd() - 0.5) * 2.4) * 10) / 10)),
  );
  const media = Math.round((notas.reduce((a, b) => a + b, 0) / notas.length) * 10) / 10;
  const faltas = Math.floor(rnd() * rnd() * 14);
  return { codaluno, nome, faltas, notas, media };
}

function turma(
  codturma: string,
  descricao: string,
  anoletivo: number,
  quantidade: number,
  inicio: number,
  demo: { codaluno: string; nome: string }[] = [],
): TurmaFicha {
  const bimestres = anoletivo === 2026 ? 3 : 4;
  const comuns = Array.from({ length: quantidade }, (_, i) => {
    // The code follows the child, not the class: the same child keeps it from one year to the next.
    return { codaluno: `A${30001 + inicio + i}`, nome: nomeAluno(inicio + i) };
  });
  const alunos = [...demo, ...comuns]
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
    .map((a) => aluno(a.codaluno, a.nome, bimestres, hash(`${a.codaluno}-${anoletivo}`)));
  return { codturma, descricao, anoletivo, disciplina: 'Matemática', alunos };
}

const lucas = { codaluno: ALUNO.lucas, nome: 'Lucas Souza Almeida' };
const mariana = { codaluno: ALUNO.mariana, nome: 'Mariana Souza Almeida' };
const tiago = { codaluno: ALUNO.tiago, nome: 'Tiago Ribeiro Demo' };

export const fichaProfessor: FichaProfessorSeed = {
  codpessoa: PESSOA.bruno,
  professor: 'Bruno Henrique Lima',
  codempresa: EMPRESA.colegioHorizonte,
  turmas: [
    turma(TURMA.sextoA2026, '6º ano A - Ensino Fundamental', 2026, 17, 0, [lucas]),
    turma(TURMA.nonoB2026, '9º ano B - Ensino Fundamental', 2026, 15, 17, [mariana]),
    turma(TURMA.primeiraEM2026, '1ª série A - Ensino Médio', 2026, 19, 32, [tiago]),
    // 2025: the same 6th-grade and 9th-grade children, one year earlier.
    turma(TURMA.quintoA2025, '5º ano A - Ensino Fundamental', 2025, 17, 0, [lucas]),
    turma(TURMA.oitavoB2025, '8º ano B - Ensino Fundamental', 2025, 15, 17, [mariana]),
  ],
};

/** Sheets by teacher (the administrator also holds credential 4 and sees Bruno's sheet). */
export const fichasProfessor: readonly FichaProfessorSeed[] = [fichaProfessor];
