import { chamar, operacoes } from '../../../lib/api-client.ts';

/** The common areas of the context's building (coddao 700). */
export function listarAreas(pagina: number) {
  return chamar(operacoes.areasComuns, [pagina]);
}

/** An area's slots on a day and the month's free ones (coddao 701). */
export function lerDisponibilidade(codarea: number, dia: string) {
  return chamar(operacoes.disponibilidadeArea, [codarea, dia]);
}

/** Books the slot starting at `inicio` for the context's unit (coddao 702), one key per attempt. */
export function reservarArea(codarea: number, inicio: string, idempotencyKey: string) {
  return chamar(operacoes.reservarArea, [codarea], { inicio }, { idempotencyKey });
}

/** The unit's bookings (coddao 703). */
export function listarMinhasReservas(pagina: number) {
  return chamar(operacoes.minhasReservas, [pagina]);
}

/** Cancels a booking of the unit within the area's window (coddao 704). */
export function cancelarReserva(codreserva: number, idempotencyKey: string) {
  return chamar(operacoes.cancelarReserva, [codreserva], undefined, { idempotencyKey });
}

/** The síndico's live bookings of the building, pending first (coddao 705). */
export function listarReservasDoEdificio(pagina: number) {
  return chamar(operacoes.reservasDoEdificio, [pagina]);
}

/** The síndico approves or refuses a pending booking (coddao 706). */
export function decidirReserva(codreserva: number, aprovar: boolean, motivo: string, idempotencyKey: string) {
  return chamar(operacoes.decidirReserva, [codreserva], aprovar ? { aprovar } : { aprovar, motivo }, {
    idempotencyKey,
  });
}

/** The síndico cancels a booking with a reason (coddao 707). */
export function cancelarReservaSindico(codreserva: number, motivo: string, idempotencyKey: string) {
  return chamar(operacoes.cancelarReservaSindico, [codreserva], { motivo }, { idempotencyKey });
}

/** The month view of an area: each day free, partly booked, full or closed (coddao 708); `mes` is 'yyyy-mm'. */
export function lerCalendario(codarea: number, mes: string) {
  return chamar(operacoes.calendarioArea, [codarea, mes]);
}
