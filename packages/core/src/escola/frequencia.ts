import { formatDataHoraBrasilia } from '../data/format-data-hora-brasilia.ts';

/**
 * Attendance (issue 31, "Chamada" and "Frequência"): the legal lines every Brazilian school applies and the words
 * the family, the teacher and the school office read. Pure: the API computes with the same functions the pages
 * format with.
 */

/** LDB (Lei 9.394/1996) art. 24 VI: a student needs at least 75 % attendance of the lessons given to pass. */
export const FREQUENCIA_MINIMA_PERCENTUAL = 75;

/**
 * LDB art. 12 VIII: the school tells the family (and the Conselho Tutelar) when absences pass 30 % of what the law
 * allows — 30 % of the 25 % a student may miss, i.e. absences above 7,5 % of the lessons given.
 */
export const ALERTA_FALTAS_PERMILAGEM = 75;

/** The six periods of a school day. */
export const PERIODOS_DO_DIA = 6;

/** The attendance in tenths of a percent (93,3 % → 933), rounded down; 1000 when no lesson was given yet. */
export function frequenciaEmDecimos(aulas: number, faltas: number): number {
  if (aulas <= 0) return 1000;
  const f = Math.min(Math.max(faltas, 0), aulas);
  return Math.floor(((aulas - f) * 1000) / aulas);
}

/** The attendance as pt-BR text: '93,3 %'. */
export function formatFrequencia(aulas: number, faltas: number): string {
  const d = frequenciaEmDecimos(aulas, faltas);
  return `${Math.floor(d / 10)}${d % 10 ? `,${d % 10}` : ''} %`;
}

/** Below the 75 % minimum (LDB art. 24 VI): more than a quarter of the lessons missed. Exact, no rounding. */
export function abaixoDoMinimo(aulas: number, faltas: number): boolean {
  return aulas > 0 && faltas * 100 > aulas * (100 - FREQUENCIA_MINIMA_PERCENTUAL);
}

/** Past the alert line (LDB art. 12 VIII): absences above 7,5 % of the lessons given. Exact, no rounding. */
export function passouDoAlerta(aulas: number, faltas: number): boolean {
  return aulas > 0 && faltas * 1000 > aulas * ALERTA_FALTAS_PERMILAGEM;
}

/** How many more absences the 75 % minimum still allows with the lessons given so far (0 when past it). */
export function faltasAindaPermitidas(aulas: number, faltas: number): number {
  return Math.max(0, Math.floor((aulas * (100 - FREQUENCIA_MINIMA_PERCENTUAL)) / 100) - faltas);
}

export type SituacaoJustificativa = 'pendente' | 'aceita' | 'recusada';

/** The status words of an absence's justification, as the family and the school office read them. */
export const ROTULO_JUSTIFICATIVA: Readonly<Record<SituacaoJustificativa | 'sem', string>> = {
  sem: 'Sem justificativa',
  pendente: 'Justificativa em análise',
  aceita: 'Justificada',
  recusada: 'Justificativa recusada',
};

/** The word for an absence's justification (null: none sent). */
export function rotuloJustificativa(situacao: SituacaoJustificativa | null): string {
  return ROTULO_JUSTIFICATIVA[situacao ?? 'sem'];
}

/** The ordinal a period is written with: 1 → '1º horário'. */
export function nomeDoHorario(periodo: number): string {
  return `${periodo}º horário`;
}

/** "Chamada feita por Bruno Lima às 08:15" — the time on Brasília's clock. */
export function textoChamadaFeita(quem: string, em: Date | string): string {
  const hora = formatDataHoraBrasilia(em).slice(11);
  return `Chamada feita por ${quem} às ${hora}`;
}

export const MOTIVO_MINIMO = 5;
export const MOTIVO_MAXIMO = 500;

export const MENSAGENS_FREQUENCIA = {
  motivoCurto: `Conte o motivo da falta (ao menos ${MOTIVO_MINIMO} letras).`,
  motivoLongo: `O motivo tem no máximo ${MOTIVO_MAXIMO} caracteres.`,
  semFaltas: 'Escolha ao menos uma falta para justificar.',
  naoEFalta: 'Só uma falta registrada pode ser justificada.',
  jaJustificada: 'Esta falta já tem uma justificativa em análise ou aceita.',
  recusaSemMotivo: 'Diga à família por que a justificativa foi recusada.',
  jaDecidida: 'Esta justificativa já foi decidida.',
  alunoRepetido: 'O mesmo aluno aparece duas vezes na chamada.',
  justificativaEnviada: 'Justificativa enviada. A secretaria vai analisar.',
  chamadaSalva: 'Chamada salva.',
  avisoAceita: 'Justificativa de falta aceita',
  avisoRecusada: 'Justificativa de falta recusada',
  avisoAlerta: 'Atenção à frequência',
} as const;

/** The text of a motivo as typed: trimmed, or the message that refuses it. */
export function lerMotivo(texto: string): { ok: true; motivo: string } | { ok: false; mensagem: string } {
  const motivo = texto.trim().replace(/\s+/g, ' ');
  if (motivo.length < MOTIVO_MINIMO) return { ok: false, mensagem: MENSAGENS_FREQUENCIA.motivoCurto };
  if (motivo.length > MOTIVO_MAXIMO) return { ok: false, mensagem: MENSAGENS_FREQUENCIA.motivoLongo };
  return { ok: true, motivo };
}

/** The notification's text when the school decides a justification. */
export function textoDecisaoJustificativa(
  aluno: string,
  situacao: 'aceita' | 'recusada',
  motivoRecusa?: string | null,
): string {
  return situacao === 'aceita'
    ? `A secretaria aceitou a justificativa de falta de ${aluno}.`
    : `A secretaria recusou a justificativa de falta de ${aluno}: ${motivoRecusa ?? ''}`.trim();
}

/** The notification's text when a child passes the alert line in a subject (LDB art. 12 VIII). */
export function textoAlertaFrequencia(
  aluno: string,
  disciplina: string,
  aulas: number,
  faltas: number,
): string {
  return `${aluno} passou de 30 % das faltas permitidas em ${disciplina}: ${faltas} faltas em ${aulas} aulas (${formatFrequencia(aulas, faltas)} de frequência; o mínimo é ${FREQUENCIA_MINIMA_PERCENTUAL} %).`;
}
