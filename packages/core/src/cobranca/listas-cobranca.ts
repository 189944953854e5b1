/**
 * The module lists whose records are charges (issue 13): the app opens them in the charge screens (coddao
 * 500/501) instead of the generic record screens: lists of charges only. A mixed list (the accountant's tax
 * guides, where federal guides are Pix or arrecadação codes, not bank slips) stays generic. The API's test holds
 * this list equal to the seed's lists made only of charges.
 */
export const LISTAS_COBRANCA = [
  'escola/mensalidades',
  'condominio/boletos',
  'planosaude/boletos',
  'financeiro/contas-pagar',
  'cobranca/titulos',
  'cafim/mensalidades',
  'ceasa/boxes',
  // Paid events' sign-ups (made by coddao 483, none in the seed).
  'eventos/inscricoes',
  // Cafeteria top-ups (coddao 504).
  'cantina/recargas',
] as const;
