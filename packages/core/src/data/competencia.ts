/** The pt-BR month names, January first, as payslips, bills and statements spell them. */
export const NOMES_MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

/**
 * Spells a `yyyy-mm` reference month (competência) in pt-BR; anything else comes back unchanged.
 *
 * @example
 * formatCompetencia('2026-10'); // 'Outubro/2026'
 * formatCompetencia('2026-10', ' de '); // 'Outubro de 2026'
 */
export function formatCompetencia(competencia: string, separador = '/'): string {
  const m = /^(\d{4})-(\d{2})$/.exec(competencia);
  const nome = m ? NOMES_MESES[Number(m[2]) - 1] : undefined;
  return m && nome ? `${nome}${separador}${m[1]}` : competencia;
}
