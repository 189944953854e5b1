import { rotuloTipoEvento, TIPOS_EVENTO_ESCOLAR } from './calendario.ts';

/**
 * The school office publishes the calendar's events (issue 31, coddao 284–286): what an event must be to be
 * published or changed, with the messages the form shows by its field, and the notice its families receive.
 * Days 'yyyy-mm-dd', times 'HH:MM' on Brasília's clock, as the calendar table keeps them.
 */

export const TITULO_EVENTO_MAX = 120;
export const DESCRICAO_EVENTO_MAX = 2000;
/** The longest event (a recess, a week of exams): two months. */
export const DIAS_EVENTO_MAX = 62;

export const MENSAGENS_EVENTO_ESCOLAR = {
  tituloObrigatorio: 'Informe o título do evento.',
  tituloLongo: `O título pode ter até ${TITULO_EVENTO_MAX} caracteres.`,
  tipoInvalido: 'Escolha o tipo do evento: evento, prova, reunião, recesso ou passeio.',
  dataInvalida: 'Informe uma data válida.',
  dataPassada: 'A data do evento não pode ser anterior a hoje.',
  fimAntesDoInicio: 'O último dia não pode ser anterior ao primeiro.',
  periodoLongo: `Um evento pode durar até ${DIAS_EVENTO_MAX} dias.`,
  horaInvalida: 'Informe um horário válido, como 08:30.',
  fimSemInicio: 'Informe o horário de início antes do de término.',
  horaFimAntes: 'O horário de término deve ser depois do de início.',
  descricaoLonga: `A descrição pode ter até ${DESCRICAO_EVENTO_MAX} caracteres.`,
  turmaDesconhecida: 'Escolha uma turma desta escola e deste ano letivo.',
  avisoNovo: 'Novo evento no calendário escolar',
  avisoAlterado: 'Evento do calendário escolar alterado',
  avisoCancelado: 'Evento do calendário escolar cancelado',
} as const;

/** The date's message when it falls outside the school year chosen. */
export function mensagemForaDoAnoLetivo(anoletivo: number): string {
  return `A data deve estar no ano letivo de ${anoletivo}.`;
}

/** What the office types in the event's form (optional parts null). */
export interface EventoEscolarEntrada {
  tipo: string;
  titulo: string;
  descricao: string;
  data: string;
  /** The last day, inclusive; null: the same day. */
  dataFim: string | null;
  /** Null: an all-day event. */
  horaInicio: string | null;
  horaFim: string | null;
}

const DIA_MS = 86_400_000;

/** The day as UTC midnight milliseconds, or null when it is not a day of the calendar. */
function diaEmMs(dia: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dia)) return null;
  const ms = Date.parse(`${dia}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === dia ? ms : null;
}

/** Minutes since midnight of 'HH:MM' (00:00–23:59), or null. */
function minutos(hora: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(hora);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
}

/**
 * The errors of an event by field ('titulo', 'tipo', 'data', 'dataFim', 'horaInicio', 'horaFim', 'descricao'),
 * empty when it may be published: a title, one of the kinds the school publishes, a day of the school year not
 * before today, an end not before the start and at most DIAS_EVENTO_MAX days later, times that exist with the end
 * after the start.
 *
 * @example
 * validarEventoEscolar({ tipo: 'prova', titulo: 'Prova', descricao: '', data: '2026-12-01', dataFim: null,
 *   horaInicio: null, horaFim: null }, { hoje: '2026-11-27', anoletivo: 2026 }); // {}
 */
export function validarEventoEscolar(
  e: EventoEscolarEntrada,
  { hoje, anoletivo }: { hoje: string; anoletivo: number },
): Record<string, string> {
  const erros: Record<string, string> = {};
  const M = MENSAGENS_EVENTO_ESCOLAR;
  const titulo = e.titulo.trim();
  if (titulo === '') erros.titulo = M.tituloObrigatorio;
  else if (titulo.length > TITULO_EVENTO_MAX) erros.titulo = M.tituloLongo;
  if (!(TIPOS_EVENTO_ESCOLAR as readonly string[]).includes(e.tipo)) erros.tipo = M.tipoInvalido;
  if (e.descricao.trim().length > DESCRICAO_EVENTO_MAX) erros.descricao = M.descricaoLonga;

  const inicio = diaEmMs(e.data);
  if (inicio === null) erros.data = M.dataInvalida;
  else if (Number(e.data.slice(0, 4)) !== anoletivo) erros.data = mensagemForaDoAnoLetivo(anoletivo);
  else if (e.data < hoje) erros.data = M.dataPassada;
  if (e.dataFim !== null) {
    const fim = diaEmMs(e.dataFim);
    if (fim === null) erros.dataFim = M.dataInvalida;
    else if (inicio !== null && fim < inicio) erros.dataFim = M.fimAntesDoInicio;
    else if (inicio !== null && (fim - inicio) / DIA_MS >= DIAS_EVENTO_MAX) erros.dataFim = M.periodoLongo;
    else if (Number(e.dataFim.slice(0, 4)) !== anoletivo) erros.dataFim = mensagemForaDoAnoLetivo(anoletivo);
  }

  const hi = e.horaInicio === null ? null : minutos(e.horaInicio);
  if (e.horaInicio !== null && hi === null) erros.horaInicio = M.horaInvalida;
  if (e.horaFim !== null) {
    const hf = minutos(e.horaFim);
    if (hf === null) erros.horaFim = M.horaInvalida;
    else if (e.horaInicio === null) erros.horaFim = M.fimSemInicio;
    // A timed event of several days may end earlier in the day than it began.
    else if (hi !== null && hf <= hi && (e.dataFim === null || e.dataFim === e.data))
      erros.horaFim = M.horaFimAntes;
  }
  return erros;
}

/** 'yyyy-mm-dd' → 'dd/mm/yyyy'. */
const diaBr = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;

/**
 * The notice's text to the families: the kind, the title, the day and, for one class, which.
 *
 * @example
 * textoAvisoEvento({ tipo: 'prova', titulo: 'Prova de Matemática', data: '2026-12-03' }, '6º ano A');
 * // 'Prova: Prova de Matemática em 03/12/2026 (6º ano A).'
 */
export function textoAvisoEvento(
  e: { tipo: string; titulo: string; data: string },
  turma: string | null,
): string {
  return `${rotuloTipoEvento(e.tipo)}: ${e.titulo} em ${diaBr(e.data)}${turma ? ` (${turma})` : ''}.`;
}
