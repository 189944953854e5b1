/** Brasília's offset from UTC: UTC−3 all year (Brazil has had no daylight saving time since 2019). */
const FUSO_BRASILIA_MS = 3 * 3_600_000;

/**
 * The calendar day in Brasília ('yyyy-mm-dd') of an instant: the "today" a charge's status, its discount and the
 * demo's dates are computed for, whatever the server's or the phone's time zone. An invalid date gives ''.
 *
 * @example
 * hojeEmBrasilia(new Date('2026-11-28T02:30:00Z')); // '2026-11-27' (23:30 in Brasília)
 */
export function hojeEmBrasilia(agora: Date): string {
  const ms = agora instanceof Date ? agora.getTime() : Number.NaN;
  return Number.isFinite(ms) ? new Date(ms - FUSO_BRASILIA_MS).toISOString().slice(0, 10) : '';
}
