import type { EventoEscolarConteudo } from '@portal/core';
import { chamar, operacoes } from '../../../lib/api-client.ts';

/** The month's school days of the context's children and the national holidays (coddao 280). */
export function lerCalendario(ano: number, mes: number) {
  return chamar(operacoes.calendarioEscolar, [ano, mes]);
}

/** The feed's address: shown only when this call made it (coddao 281). */
export function pedirFeed() {
  return chamar(operacoes.feedCalendario, []);
}

/** A new feed address; the old one stops working (coddao 282, idempotent). */
export function regenerarFeed(idempotencyKey: string) {
  return chamar(operacoes.regenerarFeedCalendario, [], undefined, { idempotencyKey });
}

/** No feed address any more (coddao 283, idempotent). */
export function revogarFeed(idempotencyKey: string) {
  return chamar(operacoes.revogarFeedCalendario, [], undefined, { idempotencyKey });
}

/** The school office publishes an event (coddao 284, idempotent). */
export function publicarEvento(evento: EventoEscolarConteudo, idempotencyKey: string) {
  return chamar(operacoes.publicarEventoEscolar, [], evento, { idempotencyKey });
}

/** The school office changes one of its events (coddao 285, idempotent). */
export function editarEvento(codevento: number, evento: EventoEscolarConteudo, idempotencyKey: string) {
  return chamar(operacoes.editarEventoEscolar, [codevento], evento, { idempotencyKey });
}

/** The school office cancels one of its events (coddao 286, idempotent). */
export function cancelarEvento(codevento: number, idempotencyKey: string) {
  return chamar(operacoes.cancelarEventoEscolar, [codevento], undefined, { idempotencyKey });
}
