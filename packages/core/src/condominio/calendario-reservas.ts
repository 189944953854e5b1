import { aindaReservavel, horariosDoDia, type Intervalo, type RegrasArea } from './reservas.ts';

/**
 * The month view of an area's bookings (issue 32's "calendar of availability by day"): each day's state from the
 * area's rules and the month's live bookings, so the app can say at a glance which days still have a free slot.
 */

/**
 * livre: every slot still bookable is free; parcial: some are taken, some free; lotado: the bookable ones are all
 * taken; fechado: none is bookable any more (a past day, within the notice, or no slot by the rules).
 */
export type SituacaoDiaReserva = 'livre' | 'parcial' | 'lotado' | 'fechado';

/** Each day's state in a word: in its cell beside its colour (never the colour alone), and first in its name. */
export const ROTULO_SITUACAO_DIA: Readonly<Record<SituacaoDiaReserva, string>> = {
  livre: 'Livre',
  parcial: 'Parcial',
  lotado: 'Lotado',
  fechado: 'Fechado',
};

/** What each word means, in the month view's legend. */
export const LEGENDA_SITUACAO_DIA: Readonly<Record<SituacaoDiaReserva, string>> = {
  livre: 'todos os horários livres',
  parcial: 'parte dos horários já reservada',
  lotado: 'todos os horários reservados',
  fechado: 'não aceita mais reservas',
};

export interface DiaDeReservas {
  dia: string;
  situacao: SituacaoDiaReserva;
  /** Slots one may still book that day. */
  livres: number;
}

const DIA_MS = 86_400_000;

const sobrepoe = (a: Intervalo, b: Intervalo) =>
  a.inicio.getTime() < b.fim.getTime() && b.inicio.getTime() < a.fim.getTime();

/**
 * A day's state: only the slots that still start after the notice count (a slot taken this morning says nothing
 * about this evening); of those, the free ones decide.
 */
export function situacaoDoDia(
  regras: RegrasArea,
  dia: string,
  ocupados: readonly Intervalo[],
  agora: Date,
): DiaDeReservas {
  const abertos = horariosDoDia(regras, dia).filter((h) => aindaReservavel(regras, h.inicio, agora));
  const livres = abertos.filter((h) => !ocupados.some((o) => sobrepoe(h, o))).length;
  const situacao: SituacaoDiaReserva =
    abertos.length === 0
      ? 'fechado'
      : livres === 0
        ? 'lotado'
        : livres === abertos.length
          ? 'livre'
          : 'parcial';
  return { dia, situacao, livres };
}

/** Every day ('yyyy-mm-dd') of a month 'yyyy-mm'; none for an unreadable month. */
export function diasDoMesDeReservas(mes: string): string[] {
  const m = /^(\d{4})-(\d{2})$/.exec(mes);
  const numero = Number(m?.[2]);
  if (!m || numero < 1 || numero > 12) return [];
  const dias: string[] = [];
  for (let t = Date.UTC(Number(m[1]), numero - 1, 1); new Date(t).getUTCMonth() === numero - 1; t += DIA_MS)
    dias.push(new Date(t).toISOString().slice(0, 10));
  return dias;
}

/** The month's days, each with its state: what the month view shows. */
export function calendarioDoMes(
  regras: RegrasArea,
  mes: string,
  ocupados: readonly Intervalo[],
  agora: Date,
): DiaDeReservas[] {
  return diasDoMesDeReservas(mes).map((dia) => situacaoDoDia(regras, dia, ocupados, agora));
}

/**
 * A day's cell as a screen reader says it: '30: Parcial, 1 horário livre'. It starts with the words the cell
 * shows ('30', 'Parcial'), as WCAG's "label in name" asks; the month is the grid's own name.
 */
export function rotuloDoDiaDeReservas(d: DiaDeReservas): string {
  const livres =
    d.situacao === 'livre' || d.situacao === 'parcial'
      ? `, ${d.livres} ${d.livres === 1 ? 'horário livre' : 'horários livres'}`
      : '';
  return `${Number(d.dia.slice(8, 10))}: ${ROTULO_SITUACAO_DIA[d.situacao]}${livres}`;
}
