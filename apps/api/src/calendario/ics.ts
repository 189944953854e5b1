import { instantesDoEvento, rotuloTipoEvento } from '@portal/core';
import type { EventoDoFeed } from './fontes-do-feed.ts';

/**
 * The person's feed as an iCalendar (RFC 5545, by ical-generator): one VEVENT per event, its UID stable across
 * reads (domain, id and the portal), so a phone updates an event instead of adding it twice. ical-generator is
 * loaded with the first feed asked for, not at start.
 */
export async function icsDoFeed(eventos: readonly EventoDoFeed[], agora: Date): Promise<string> {
  const { default: ical } = await import('ical-generator');
  const cal = ical({ name: 'Portal — Calendário', prodId: { company: 'Portal', product: 'Calendario' } });
  cal.ttl(60 * 60 * 6);
  for (const e of eventos) {
    const { inicio, fim, diaTodo } = instantesDoEvento(e);
    const classe = e.turma ? ` (${e.turma})` : '';
    cal.createEvent({
      id: `${e.fonte}-${e.id}@portal`,
      start: inicio,
      end: fim,
      allDay: diaTodo,
      stamp: agora,
      summary: `${rotuloTipoEvento(e.tipo)}: ${e.titulo}`,
      description: `${e.descricao}${classe}`.trim(),
    });
  }
  return cal.toString();
}
