import { formatDataHoraBrasilia } from '../data/format-data-hora-brasilia.ts';
import { hojeEmBrasilia } from '../data/hoje-em-brasilia.ts';

/**
 * Bookings of a building's common areas (issue 32): the day's slots from the area's rules, and whether a booking
 * or a cancellation is allowed. The API decides with these before it writes (the database alone decides that a
 * slot is free: its exclusion constraint); the app shows the same slots and the same words.
 */

/** An area's rules, as its `area_comum` row holds them. Times of day are Brasília's 'HH:MM' (or 'HH:MM:SS'). */
export interface RegrasArea {
  abre: string;
  fecha: string;
  duracaoMinutos: number;
  antecedenciaHoras: number;
  maxPorMes: number;
  taxaCentavos: number;
  exigeAprovacao: boolean;
  cancelamentoHoras: number;
}

/** A time range `[inicio, fim)` of instants. */
export interface Intervalo {
  inicio: Date;
  fim: Date;
}

/** A slot of a day as the calendar shows it. */
export interface HorarioDoDia extends Intervalo {
  /** livre: bookable now; ocupado: a live booking holds it; encerrado: too late to book (past or within notice). */
  situacao: 'livre' | 'ocupado' | 'encerrado';
}

export type SituacaoReserva = 'pendente' | 'confirmada' | 'cancelada';

/** How each status reads on screen. */
export const ROTULO_SITUACAO_RESERVA: Readonly<Record<SituacaoReserva, string>> = {
  pendente: 'Aguardando aprovação do síndico',
  confirmada: 'Confirmada',
  cancelada: 'Cancelada',
};

const FUSO_BRASILIA_MS = 3 * 3_600_000;
const MINUTO_MS = 60_000;
const HORA_MS = 3_600_000;
const DIA_MINUTOS = 24 * 60;

/** 'HH:MM[:SS]' → minutes after midnight; NaN when unreadable. '24:00' is the end of the day. */
export function minutosDoDia(hora: string): number {
  const m = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(hora);
  if (!m) return Number.NaN;
  const minutos = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[2]) < 60 && minutos <= DIA_MINUTOS ? minutos : Number.NaN;
}

/** The instant at `minutos` after midnight of `dia` ('yyyy-mm-dd') in Brasília; null when the day is unreadable. */
function instanteNoDia(dia: string, minutos: number): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dia);
  if (!m) return null;
  const meiaNoite = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const instante = new Date(meiaNoite + minutos * MINUTO_MS + FUSO_BRASILIA_MS);
  // A day like 2026-02-31 rolls over; it is no day of the calendar.
  return hojeEmBrasilia(new Date(meiaNoite + FUSO_BRASILIA_MS)) === dia ? instante : null;
}

/**
 * The slots an area offers on a day: from opening time, one after the other, each `duracaoMinutos` long, the last
 * ending at closing time or before it. Never overlapping, all within the day's hours; none for bad rules or day.
 */
export function horariosDoDia(regras: RegrasArea, dia: string): Intervalo[] {
  const abre = minutosDoDia(regras.abre);
  const fecha = minutosDoDia(regras.fecha);
  const passo = Math.trunc(regras.duracaoMinutos);
  if (!(abre < fecha) || !(passo > 0)) return [];
  const horarios: Intervalo[] = [];
  for (let m = abre; m + passo <= fecha; m += passo) {
    const inicio = instanteNoDia(dia, m);
    const fim = instanteNoDia(dia, m + passo);
    if (!inicio || !fim) return [];
    horarios.push({ inicio, fim });
  }
  return horarios;
}

const sobrepoe = (a: Intervalo, b: Intervalo) =>
  a.inicio.getTime() < b.fim.getTime() && b.inicio.getTime() < a.fim.getTime();

/** The first instant one may still book for: now plus the area's notice. */
const primeiroInicioPermitido = (regras: RegrasArea, agora: Date) =>
  agora.getTime() + regras.antecedenciaHoras * HORA_MS;

/**
 * Whether a slot starting at `inicio` may still be booked now: it has not started (a slot starting this very
 * instant has) and it respects the area's notice — what validarReserva accepts, so a slot offered is bookable.
 */
export function aindaReservavel(
  regras: Pick<RegrasArea, 'antecedenciaHoras'>,
  inicio: Date,
  agora: Date,
): boolean {
  return (
    inicio.getTime() > agora.getTime() &&
    inicio.getTime() >= agora.getTime() + regras.antecedenciaHoras * HORA_MS
  );
}

/**
 * A day's calendar of an area: every slot, taken when a live booking overlaps it, closed when it starts before
 * the notice allows, otherwise free.
 */
export function disponibilidadeDoDia(
  regras: RegrasArea,
  dia: string,
  ocupados: readonly Intervalo[],
  agora: Date,
): HorarioDoDia[] {
  return horariosDoDia(regras, dia).map((h) => ({
    ...h,
    situacao: ocupados.some((o) => sobrepoe(h, o))
      ? 'ocupado'
      : aindaReservavel(regras, h.inicio, agora)
        ? 'livre'
        : 'encerrado',
  }));
}

/** '27/11/2026 das 14:00 às 18:00', Brasília's clock. */
export function textoDoHorario(h: Intervalo): string {
  const inicio = formatDataHoraBrasilia(h.inicio);
  const fim = formatDataHoraBrasilia(h.fim);
  if (!inicio || !fim) return '';
  return `${inicio.slice(0, 10)} das ${inicio.slice(11)} às ${fim.slice(11)}`;
}

/** The refusals of a booking or a cancellation, in the resident's words. */
export const MENSAGENS_RESERVA = {
  foraDoHorario: 'Escolha um dos horários oferecidos para esta área.',
  passou: 'Este horário já passou.',
  antecedencia: (horas: number) =>
    `Esta área precisa ser reservada com pelo menos ${horas} ${horas === 1 ? 'hora' : 'horas'} de antecedência.`,
  limiteMensal: (maximo: number) =>
    `Sua unidade já tem ${maximo} ${maximo === 1 ? 'reserva' : 'reservas'} desta área neste mês, o máximo permitido.`,
  prazoCancelamento: (horas: number) =>
    `O cancelamento só é possível até ${horas} ${horas === 1 ? 'hora' : 'horas'} antes do início. Fale com o síndico.`,
  jaCancelada: 'Esta reserva já foi cancelada.',
  naoPendente: 'Esta reserva não está aguardando aprovação.',
  motivoObrigatorio: 'Informe o motivo do cancelamento.',
} as const;

/** The slot is held by another live booking: names the area and the time (the database's refusal, 400 CONFLITO). */
export function mensagemHorarioOcupado(area: string, h: Intervalo): string {
  return `${area}: o horário de ${textoDoHorario(h)} já está reservado. Escolha outro horário.`;
}

export type ValidacaoReserva = { ok: true; fim: Date } | { ok: false; mensagem: string };

/**
 * Whether a unit may book the slot starting at `inicio`: one of the day's slots (so aligned and within hours),
 * not past, with the area's notice, and within the unit's monthly maximum (`reservasNoMes`: its live bookings of
 * this area in the slot's month, Brasília). Whether the slot is free is the database's to say.
 */
export function validarReserva(
  regras: RegrasArea,
  inicio: Date,
  agora: Date,
  reservasNoMes: number,
): ValidacaoReserva {
  const dia = hojeEmBrasilia(inicio);
  const horario = horariosDoDia(regras, dia).find((h) => h.inicio.getTime() === inicio.getTime());
  if (!horario) return { ok: false, mensagem: MENSAGENS_RESERVA.foraDoHorario };
  if (inicio.getTime() <= agora.getTime()) return { ok: false, mensagem: MENSAGENS_RESERVA.passou };
  if (inicio.getTime() < primeiroInicioPermitido(regras, agora))
    return { ok: false, mensagem: MENSAGENS_RESERVA.antecedencia(regras.antecedenciaHoras) };
  if (reservasNoMes >= regras.maxPorMes)
    return { ok: false, mensagem: MENSAGENS_RESERVA.limiteMensal(regras.maxPorMes) };
  return { ok: true, fim: horario.fim };
}

/** The month of a slot ('yyyy-mm', Brasília) and its bounds as instants: what the monthly maximum counts in. */
export function mesDaReserva(inicio: Date): { mes: string; desde: Date; ate: Date } {
  const mes = hojeEmBrasilia(inicio).slice(0, 7);
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  return {
    mes,
    desde: new Date(Date.UTC(ano, m - 1, 1) + FUSO_BRASILIA_MS),
    ate: new Date(Date.UTC(ano, m, 1) + FUSO_BRASILIA_MS),
  };
}

/** Whether the resident may still cancel a booking starting at `inicio` (the area's window); the síndico always may. */
export function podeCancelarReserva(
  regras: Pick<RegrasArea, 'cancelamentoHoras'>,
  inicio: Date,
  agora: Date,
) {
  return agora.getTime() <= inicio.getTime() - regras.cancelamentoHoras * HORA_MS;
}
