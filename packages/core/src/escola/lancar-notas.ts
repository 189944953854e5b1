import { formatNota, NOTA_MAXIMA_DECIMOS } from './notas.ts';

/**
 * Grades as a teacher types them in "Lançar notas" (issue 31): text with a decimal comma, 0 to 10 with at most one
 * decimal ("8,5", "10", "0,0"). The app validates with these as the teacher types; the API validates again with
 * the same function, so both say the same words.
 */
export const MENSAGENS_NOTA = {
  formato: 'Digite a nota como número de 0 a 10, com vírgula (ex.: 8,5).',
  ponto: 'Use vírgula, não ponto, na nota (ex.: 8,5).',
  negativa: 'A nota não pode ser negativa.',
  acimaDe10: 'A nota vai de 0 a 10; o máximo é 10,0.',
  casas: 'A nota tem no máximo uma casa decimal (ex.: 8,5).',
  semNota: 'A recuperação precisa de uma nota no bimestre.',
} as const;

/** A typed grade read: `decimos` is null when the field was left blank (no grade). */
export type NotaDigitada = { ok: true; decimos: number | null } | { ok: false; mensagem: string };

/**
 * Reads a grade typed as text into tenths (8,5 → 85); blank (or only spaces) is no grade. Never rounds: "8,55"
 * is refused, not stored as 8,6, since a grade the teacher did not type must never reach a boletim.
 */
export function lerNotaDigitada(texto: string): NotaDigitada {
  const t = texto.trim();
  if (t === '') return { ok: true, decimos: null };
  if (/^-/.test(t) && /^-\s*\d+([,.]\d*)?$/.test(t)) return { ok: false, mensagem: MENSAGENS_NOTA.negativa };
  if (/^\d+\.\d+$/.test(t)) return { ok: false, mensagem: MENSAGENS_NOTA.ponto };
  const m = /^(\d+)(?:,(\d+))?$/.exec(t);
  if (!m) return { ok: false, mensagem: MENSAGENS_NOTA.formato };
  const [, inteiros = '', decimais = ''] = m;
  // Above 10 wins over "too many decimals": "10,15" is wrong first for being over the maximum.
  const inteiro = Number(inteiros);
  const primeiro = Number(decimais[0] ?? '0');
  if (inteiro > 10 || (inteiro === 10 && /[1-9]/.test(decimais))) {
    return { ok: false, mensagem: MENSAGENS_NOTA.acimaDe10 };
  }
  if (decimais.length > 1 && /[1-9]/.test(decimais.slice(1)))
    return { ok: false, mensagem: MENSAGENS_NOTA.casas };
  return { ok: true, decimos: Math.min(inteiro * 10 + primeiro, NOTA_MAXIMA_DECIMOS) };
}

/** What goes back into the grid's text field for a stored grade (null: blank). */
export function notaParaDigitar(decimos: number | null): string {
  return decimos === null ? '' : formatNota(decimos);
}

/** The ordinal a bimester is written with: 1 → '1º bimestre'. */
export function nomeDoBimestre(bimestre: number): string {
  return `${bimestre}º bimestre`;
}

/**
 * The whole save is refused because someone changed (or removed, or gave first) this grade since the teacher read
 * it: names the student, the subject and the bimester, and says what to do.
 */
export function mensagemNotaAlterada(aluno: string, disciplina: string, bimestre: number): string {
  return `A nota de ${aluno} em ${disciplina} (${nomeDoBimestre(bimestre)}) foi alterada por outra pessoa. Recarregue e tente de novo.`;
}

/** A student sent with a class they are not in. */
export function mensagemAlunoForaDaTurma(codaluno: string): string {
  return `O aluno ${codaluno} não é desta turma.`;
}

/** The grade save lists a student twice. */
export const MENSAGEM_ALUNO_REPETIDO = 'O mesmo aluno aparece duas vezes nas notas enviadas.';
