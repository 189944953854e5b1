import { NOMES_MESES } from '../data/competencia.ts';
import { DIAS_DA_SEMANA } from '../data/dia-por-extenso.ts';

/**
 * The school calendar (issue 31): what kinds of day the school publishes, the month grid of the month view, the
 * agenda of the phone's list, and when an event starts and ends as instants (the .ics of "Adicionar à agenda" and
 * the feed, made in the app and in the API, both read them here). Days are 'yyyy-mm-dd'; times 'HH:MM' on
 * Brasília's clock (UTC−3 all year since 2019).
 */

/** The kinds a school publishes; 'feriado' is never stored: national holidays are computed (date-holidays). */
export const TIPOS_EVENTO_ESCOLAR = ['evento', 'prova', 'reuniao', 'recesso', 'passeio'] as const;
export type TipoEventoEscolar = (typeof TIPOS_EVENTO_ESCOLAR)[number];
export type TipoNoCalendario = TipoEventoEscolar | 'feriado';

const ROTULOS: Record<TipoNoCalendario, string> = {
  evento: 'Evento',
  prova: 'Prova',
  reuniao: 'Reunião',
  recesso: 'Recesso escolar',
  passeio: 'Passeio',
  feriado: 'Feriado nacional',
};

/** The word a kind is shown with ('prova' → 'Prova'); an unknown kind reads as 'Evento'. */
export function rotuloTipoEvento(tipo: string): string {
  return ROTULOS[tipo as TipoNoCalendario] ?? ROTULOS.evento;
}

/** The month grid's column heads, Sunday first: 'dom', 'seg'… (the full names are DIAS_DA_SEMANA). */
export const DIAS_DA_SEMANA_CURTOS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;

const DIA_MS = 86_400_000;
const dois = (n: number) => String(n).padStart(2, '0');
const isoDe = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A month as a year and a month 1–12. */
export interface Mes {
  ano: number;
  mes: number;
}

/** The month of a day ('2026-11-20' → {2026, 11}). */
export function mesDoDia(dia: string): Mes {
  return { ano: Number(dia.slice(0, 4)), mes: Number(dia.slice(5, 7)) };
}

/** The month `n` months after (before, when negative) the given one. */
export function somarMeses({ ano, mes }: Mes, n: number): Mes {
  const total = ano * 12 + (mes - 1) + n;
  return { ano: Math.floor(total / 12), mes: (((total % 12) + 12) % 12) + 1 };
}

/** The month's first and last day, 'yyyy-mm-dd'. */
export function diasDoMes({ ano, mes }: Mes): { inicio: string; fim: string } {
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return { inicio: `${ano}-${dois(mes)}-01`, fim: `${ano}-${dois(mes)}-${dois(ultimo)}` };
}

/** 'Novembro de 2026': the month view's title. */
export function tituloDoMes({ ano, mes }: Mes): string {
  return `${NOMES_MESES[mes - 1] ?? ''} de ${ano}`;
}

/** One cell of the month grid. */
export interface DiaDaGrade {
  dia: string;
  /** false for the days of the month before or after that fill the first and last weeks. */
  doMes: boolean;
}

/**
 * The month view's weeks, Sunday to Saturday: the first holds the 1st, the last the month's last day, the days
 * around them from the months beside (4 to 6 weeks of 7 days).
 */
export function semanasDoMes(m: Mes): DiaDaGrade[][] {
  const primeiro = Date.UTC(m.ano, m.mes - 1, 1);
  const inicio = primeiro - new Date(primeiro).getUTCDay() * DIA_MS;
  const fimDoMes = Date.UTC(m.ano, m.mes, 0);
  const semanas: DiaDaGrade[][] = [];
  for (let d = inicio; d <= fimDoMes; d += 7 * DIA_MS) {
    semanas.push(
      Array.from({ length: 7 }, (_, i) => {
        const ms = d + i * DIA_MS;
        return { dia: isoDe(ms), doMes: new Date(ms).getUTCMonth() === m.mes - 1 };
      }),
    );
  }
  return semanas;
}

/** What the calendar needs of an event to place it (a school event or a holiday). */
export interface EventoNoCalendario {
  tipo: string;
  titulo: string;
  /** First day, 'yyyy-mm-dd'. */
  data: string;
  /** Last day (inclusive), 'yyyy-mm-dd'; the same day for a one-day event. */
  dataFim: string;
  /** 'HH:MM' in Brasília, null for an all-day event. */
  horaInicio: string | null;
  horaFim: string | null;
}

/** Whether the event happens on that day (a several-day event is on each of its days). */
export function eventoNoDia(e: Pick<EventoNoCalendario, 'data' | 'dataFim'>, dia: string): boolean {
  return e.data <= dia && dia <= e.dataFim;
}

/** Events in the order a day lists them: all-day first, then by starting time, then by title. */
export function ordenarEventos<T extends EventoNoCalendario>(eventos: readonly T[]): T[] {
  // '0' sorts an all-day event before any 'HH:MM' of the same day.
  const chave = (e: T) => `${e.data}|${e.horaInicio ?? '0'}`;
  return [...eventos].sort((a, b) => {
    const ka = chave(a);
    const kb = chave(b);
    return ka === kb ? a.titulo.localeCompare(b.titulo, 'pt-BR') : ka < kb ? -1 : 1;
  });
}

/** One day of the agenda list: its date, the heading it is shown under and its events. */
export interface DiaDaAgenda<T> {
  dia: string;
  /** 'sexta-feira, 20 de novembro'. */
  titulo: string;
  eventos: T[];
}

/**
 * The agenda of the phone's screen: the days between `inicio` and `fim` (inclusive) on which an event starts, each
 * with those events in order. A several-day event is listed once, on its first day in the range (the month grid
 * shows it on each of its days; `textoHorario` says until when).
 */
export function agruparAgenda<T extends EventoNoCalendario>(
  eventos: readonly T[],
  inicio: string,
  fim: string,
): DiaDaAgenda<T>[] {
  const porDia = new Map<string, T[]>();
  for (const e of ordenarEventos(eventos)) {
    if (e.dataFim < inicio || e.data > fim) continue;
    const dia = e.data < inicio ? inicio : e.data;
    porDia.set(dia, [...(porDia.get(dia) ?? []), e]);
  }
  // Each day's events arrive in order already (the whole list was sorted first).
  return [...porDia]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([dia, doDia]) => ({ dia, titulo: tituloDoDia(dia), eventos: doDia }));
}

/** 'sexta-feira, 20 de novembro' (the 1st as '1º'). */
export function tituloDoDia(dia: string): string {
  const ms = Date.parse(dia);
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms);
  const n = d.getUTCDate();
  const mes = NOMES_MESES[d.getUTCMonth()]?.toLowerCase() ?? '';
  return `${DIAS_DA_SEMANA[d.getUTCDay()]}, ${n === 1 ? '1º' : n} de ${mes}`;
}

/** When the event happens, as a list's line says it: 'Dia todo', '19:00', '08:00 às 11:30', or days. */
export function textoHorario(e: EventoNoCalendario): string {
  const dias =
    e.dataFim !== e.data
      ? `De ${e.data.slice(8, 10)}/${e.data.slice(5, 7)} a ${e.dataFim.slice(8, 10)}/${e.dataFim.slice(5, 7)}`
      : '';
  const horas =
    e.horaInicio === null ? 'Dia todo' : e.horaFim ? `${e.horaInicio} às ${e.horaFim}` : e.horaInicio;
  return dias ? `${dias} · ${horas}` : horas;
}

/** Brasília's offset: UTC−3, with no daylight saving since 2019. */
const BRASILIA = '-03:00';

/**
 * The event as an iCalendar wants it: all-day events as UTC midnights of their first day and of the day after
 * their last (DTEND is exclusive; ical-generator writes an all-day date from the UTC day), timed ones as instants
 * on Brasília's clock (an end missing is an hour after the start).
 */
export function instantesDoEvento(e: EventoNoCalendario): { inicio: Date; fim: Date; diaTodo: boolean } {
  if (e.horaInicio === null) {
    return {
      inicio: new Date(Date.parse(e.data)),
      fim: new Date(Date.parse(e.dataFim) + DIA_MS),
      diaTodo: true,
    };
  }
  const inicio = new Date(`${e.data}T${e.horaInicio}:00${BRASILIA}`);
  const fim = e.horaFim
    ? new Date(`${e.dataFim}T${e.horaFim}:00${BRASILIA}`)
    : new Date(inicio.getTime() + 3_600_000);
  return { inicio, fim, diaTodo: false };
}
