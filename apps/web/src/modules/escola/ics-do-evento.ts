import { type EventoCalendario, instantesDoEvento, rotuloTipoEvento } from '@portal/core';

/**
 * "Adicionar à agenda": one event as an .ics file (RFC 5545) made here by ical-generator, loaded only when a
 * person taps the button (a dynamic import: the calendar page's first paint does not carry it). Its UID is the
 * feed's, so a phone subscribed to the feed sees one event, not two.
 */
export async function icsDoEvento(e: EventoCalendario): Promise<Blob> {
  const { default: ical } = await import('ical-generator');
  const cal = ical({ prodId: { company: 'Portal', product: 'Calendario' } });
  const { inicio, fim, diaTodo } = instantesDoEvento(e);
  cal.createEvent({
    id: `escola-${e.id}@portal`,
    start: inicio,
    end: fim,
    allDay: diaTodo,
    summary: `${rotuloTipoEvento(e.tipo)}: ${e.titulo}`,
    description: [e.descricao, e.turma ?? ''].filter(Boolean).join('\n'),
  });
  return new Blob([cal.toString()], { type: 'text/calendar' });
}

/** The file's name: the title's letters and digits ('prova-de-matematica.ics'). */
export function nomeDoIcs(e: EventoCalendario): string {
  const base = e.titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'evento'}.ics`;
}
