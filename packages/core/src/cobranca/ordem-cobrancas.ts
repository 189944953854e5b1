/**
 * The situations of a charge as the portal writes them. Charges are ordered in one place, the API's list of
 * charges (coddao 500: to pay first, nearest due first; then the rest, newest first); no module list orders them.
 */
export const SITUACOES_COBRANCA = {
  pago: 'Pago',
  aberto: 'Em aberto',
  vencido: 'Vencido',
  cancelado: 'Cancelado',
} as const;

/**
 * The same situations of a receivable the person's company issued (its customer pays it): it is never a bill
 * of theirs, so it never reads as one they owe ('Vencido') or could pay.
 */
export const SITUACOES_RECEBIVEL = {
  pago: 'Recebido',
  aberto: 'A receber',
  vencido: 'Em atraso',
  cancelado: 'Cancelado',
} as const;
