import { formatDiaPorExtenso } from '../data/dia-por-extenso.ts';
import { hojeEmBrasilia } from '../data/hoje-em-brasilia.ts';

/**
 * A visitor's pass (issue 32, Visitantes): what the gate's check answers. 'forjado' is a pass whose signature does
 * not match what the server signed (edited or made up); 'desconhecido' a short code that names no pass of the
 * building. The other five come from the authorisation's rule and today, by `situacaoDoPasse`.
 */
export type SituacaoPasse =
  | 'valido'
  | 'expirado'
  | 'revogado'
  | 'nao_hoje'
  | 'fora_do_horario'
  | 'forjado'
  | 'desconhecido';

/** What the gate's screen says for each answer: one line, in the porteiro's words. */
export const TEXTO_SITUACAO_PASSE: Readonly<Record<SituacaoPasse, string>> = {
  valido: 'Entrada liberada',
  expirado: 'Passe expirado',
  revogado: 'Passe revogado pelo morador',
  nao_hoje: 'Este passe não vale hoje',
  fora_do_horario: 'Fora do horário deste passe',
  forjado: 'Passe inválido: não foi emitido por este condomínio',
  desconhecido: 'Código não encontrado',
};

/** The kinds of authorisation: a guest, or a service (a plumber, a delivery that comes in). */
export const TIPOS_VISITA = ['visitante', 'servico'] as const;
export type TipoVisita = (typeof TIPOS_VISITA)[number];
export const ROTULO_TIPO_VISITA: Readonly<Record<TipoVisita, string>> = {
  visitante: 'Visitante',
  servico: 'Prestador de serviço',
};

/**
 * The validity of an authorisation. Days are Brasília's 'yyyy-mm-dd'; a single visit has `dataInicio` =
 * `dataFim` and no weekdays; a recurring one lists its weekdays (0 = Sunday … 6 = Saturday) and ends at `dataFim`.
 * The period is minutes from midnight in Brasília, both null for the whole day; `horaFim` is exclusive.
 */
export interface RegraPasse {
  dataInicio: string;
  dataFim: string;
  diasSemana: readonly number[] | null;
  horaInicio: number | null;
  horaFim: number | null;
  revogadaEm: Date | string | null;
}

const MINUTOS_DIA = 24 * 60;
const FUSO_BRASILIA_MIN = 3 * 60;

/** Minutes since midnight in Brasília (UTC−3, no DST since 2019) of an instant. */
export function minutosEmBrasilia(agora: Date): number {
  const utc = agora.getUTCHours() * 60 + agora.getUTCMinutes();
  return (utc - FUSO_BRASILIA_MIN + MINUTOS_DIA) % MINUTOS_DIA;
}

/** The weekday (0 = Sunday) of a 'yyyy-mm-dd' day. */
export function diaDaSemana(dia: string): number {
  return new Date(`${dia.slice(0, 10)}T12:00:00Z`).getUTCDay();
}

/**
 * What the gate answers for an authorisation at an instant: revoked first (a revoked pass is refused whatever its
 * dates), then past its last day (expired), then a day it does not cover (before its first day, or a weekday it
 * does not list), then outside its period.
 *
 * @example
 * situacaoDoPasse({ dataInicio: '2026-11-28', dataFim: '2026-11-28', diasSemana: null, horaInicio: null,
 *   horaFim: null, revogadaEm: null }, new Date('2026-11-28T15:00:00Z')); // 'valido'
 */
export function situacaoDoPasse(regra: RegraPasse, agora: Date): SituacaoPasse {
  if (regra.revogadaEm !== null) return 'revogado';
  const hoje = hojeEmBrasilia(agora);
  if (hoje > regra.dataFim) return 'expirado';
  if (hoje < regra.dataInicio) return 'nao_hoje';
  if (regra.diasSemana !== null && !regra.diasSemana.includes(diaDaSemana(hoje))) return 'nao_hoje';
  if (regra.horaInicio !== null && regra.horaFim !== null) {
    const m = minutosEmBrasilia(agora);
    if (m < regra.horaInicio || m >= regra.horaFim) return 'fora_do_horario';
  }
  return 'valido';
}

/** Reads 'HH:MM' (00:00–24:00) into minutes; null when it is not a time. */
export function lerHora(texto: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(texto.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

/** Minutes as 'HH:MM'. */
export function formatHora(minutos: number): string {
  const h = Math.floor(minutos / 60);
  return `${String(h).padStart(2, '0')}:${String(minutos % 60).padStart(2, '0')}`;
}

/** The longest an authorisation may run: a recurring service (a cleaner) is renewed every semester. */
export const DIAS_MAXIMOS_AUTORIZACAO = 184;

export const MENSAGENS_VISITA = {
  inicioPassado: 'A data da visita não pode ser anterior a hoje.',
  fimAntesDoInicio: 'A data final deve ser igual ou posterior à data inicial.',
  longoDemais: `Uma autorização vale no máximo ${DIAS_MAXIMOS_AUTORIZACAO} dias; renove-a depois.`,
  semDias: 'Escolha pelo menos um dia da semana.',
  nenhumDiaNoPeriodo: 'Nenhum dos dias escolhidos cai entre as datas informadas.',
  horaInvalida: 'Digite o horário como HH:MM (ex.: 14:00).',
  horaFimAntes: 'O horário final deve ser depois do inicial.',
  horaIncompleta: 'Informe o horário inicial e o final, ou nenhum dos dois.',
  placaInvalida: 'Digite a placa como ABC1D23 ou ABC-1234.',
  jaRevogada: 'Esta autorização já foi revogada.',
  semPortaria: 'Seu acesso não é de portaria deste condomínio.',
} as const;

function diasEntre(de: string, ate: string): number {
  return Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000);
}

/** An authorisation as the resident fills it in, days 'yyyy-mm-dd' and times 'HH:MM' ('' for none). */
export interface AutorizacaoDigitada {
  dataInicio: string;
  dataFim: string;
  diasSemana: readonly number[] | null;
  horaInicio: string;
  horaFim: string;
  placa: string;
}

/** The fields' problems (by field name), empty when the authorisation can be saved on `hoje` (Brasília). */
export function errosDaAutorizacao(a: AutorizacaoDigitada, hoje: string): Record<string, string> {
  const erros: Record<string, string> = {};
  if (a.dataInicio < hoje) erros.dataInicio = MENSAGENS_VISITA.inicioPassado;
  if (a.dataFim < a.dataInicio) erros.dataFim = MENSAGENS_VISITA.fimAntesDoInicio;
  else if (diasEntre(a.dataInicio, a.dataFim) >= DIAS_MAXIMOS_AUTORIZACAO)
    erros.dataFim = MENSAGENS_VISITA.longoDemais;
  if (a.diasSemana !== null) {
    if (a.diasSemana.length === 0) erros.diasSemana = MENSAGENS_VISITA.semDias;
    else if (!erros.dataFim && !algumDiaCai(a.dataInicio, a.dataFim, a.diasSemana))
      erros.diasSemana = MENSAGENS_VISITA.nenhumDiaNoPeriodo;
  }
  const inicio = a.horaInicio.trim() === '' ? null : lerHora(a.horaInicio);
  const fim = a.horaFim.trim() === '' ? null : lerHora(a.horaFim);
  if (a.horaInicio.trim() !== '' && inicio === null) erros.horaInicio = MENSAGENS_VISITA.horaInvalida;
  if (a.horaFim.trim() !== '' && fim === null) erros.horaFim = MENSAGENS_VISITA.horaInvalida;
  if (!erros.horaInicio && !erros.horaFim) {
    if ((a.horaInicio.trim() === '') !== (a.horaFim.trim() === ''))
      erros.horaFim = MENSAGENS_VISITA.horaIncompleta;
    else if (inicio !== null && fim !== null && fim <= inicio) erros.horaFim = MENSAGENS_VISITA.horaFimAntes;
  }
  if (a.placa.trim() !== '' && normalizarPlaca(a.placa) === null)
    erros.placa = MENSAGENS_VISITA.placaInvalida;
  return erros;
}

/** Whether one of the weekdays falls between two days (a week or more always has them all). */
function algumDiaCai(de: string, ate: string, dias: readonly number[]): boolean {
  const n = Math.min(diasEntre(de, ate), 6);
  const primeiro = diaDaSemana(de);
  for (let i = 0; i <= n; i++) if (dias.includes((primeiro + i) % 7)) return true;
  return false;
}

/** A Brazilian plate, old (ABC-1234) or Mercosul (ABC1D23), as 'ABC1D23'/'ABC1234'; null when it is not one. */
export function normalizarPlaca(texto: string): string | null {
  const p = texto.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z]{3}\d[A-Z0-9]\d{2}$/.test(p) ? p : null;
}

const NOMES_DIAS_CURTOS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;
export const DIAS_SEMANA_CURTOS: readonly string[] = NOMES_DIAS_CURTOS;

/**
 * The validity in one line, for the resident's list and the gate's screen: 'sábado, 28 de novembro, das 14:00 às
 * 18:00', '28 de novembro a 2 de dezembro', 'seg, qua e sex até 15 de dezembro'.
 */
export function descreverValidade(r: Omit<RegraPasse, 'revogadaEm'>): string {
  let dias: string;
  if (r.diasSemana !== null) {
    const nomes = [...r.diasSemana].sort().map((d) => NOMES_DIAS_CURTOS[d] ?? '');
    const lista = nomes.length > 1 ? `${nomes.slice(0, -1).join(', ')} e ${nomes.at(-1)}` : (nomes[0] ?? '');
    dias = `${lista} até ${formatDiaPorExtenso(r.dataFim)}`;
  } else if (r.dataInicio === r.dataFim) dias = formatDiaPorExtenso(r.dataInicio, { semana: true });
  else dias = `${formatDiaPorExtenso(r.dataInicio)} a ${formatDiaPorExtenso(r.dataFim)}`;
  if (r.horaInicio === null || r.horaFim === null) return dias;
  return `${dias}, das ${formatHora(r.horaInicio)} às ${formatHora(r.horaFim)}`;
}

/**
 * What the resident sends the visitor (WhatsApp, e-mail, the system's share sheet): who it is for, where, when,
 * and the short code to read out at the gate when the QR code is not at hand.
 */
export function textoParaCompartilhar(p: {
  nome: string;
  unidade: string;
  condominio: string;
  codigoFormatado: string;
  validade: string;
}): string {
  const onde = p.condominio ? `${p.condominio}, ${p.unidade}` : p.unidade;
  return `Olá, ${p.nome}! Sua entrada em ${onde} está autorizada: ${p.validade}. Na portaria, mostre o QR Code do passe ou informe o código ${p.codigoFormatado}.`;
}
