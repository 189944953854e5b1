/**
 * The module lists whose records are charges (issue 13): the app opens them in the charge screens (coddao
 * 500/501) instead of the generic record screens. The API's seed test holds this list equal to its charges.
 */
export const LISTAS_COBRANCA = [
  'escola/mensalidades',
  'condominio/boletos',
  'planosaude/boletos',
  'contabilidade/guias-impostos',
  'financeiro/contas-pagar',
  'cobranca/titulos',
  'cafim/mensalidades',
  'ceasa/boxes',
  // Paid events' sign-ups (made by coddao 483, none in the seed).
  'eventos/inscricoes',
  // Cafeteria top-ups (coddao 504).
  'cantina/recargas',
] as const;
