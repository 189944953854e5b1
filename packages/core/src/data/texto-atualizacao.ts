import { formatDataHoraBrasilia } from './format-data-hora-brasilia.ts';

/**
 * When data read from the device instead of the server last arrived (offline reading, issue 29), on Brasília's
 * clock: "Atualizado às 14:32" the same day as `agora`, "Atualizado em 26/11 às 14:32" on another. '' when
 * either instant is unreadable (epoch milliseconds).
 *
 * @example
 * textoAtualizacao(Date.parse('2026-11-27T17:32:00Z'), Date.parse('2026-11-27T20:00:00Z')); // 'Atualizado às 14:32'
 */
export function textoAtualizacao(em: number, agora: number): string {
  if (!Number.isFinite(em) || !Number.isFinite(agora)) return '';
  const quando = formatDataHoraBrasilia(new Date(em));
  const hoje = formatDataHoraBrasilia(new Date(agora));
  if (!quando || !hoje) return '';
  // 'dd/mm/yyyy HH:mm': the day is the first 10 characters, the time the last 5.
  const hora = quando.slice(11);
  return quando.slice(0, 10) === hoje.slice(0, 10)
    ? `Atualizado às ${hora}`
    : `Atualizado em ${quando.slice(0, 5)} às ${hora}`;
}
