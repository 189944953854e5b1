/** 'yyyy-mm' → 'Outubro de 2026' (pt-BR month name); anything else is returned unchanged. */
export function formatCompetencia(competencia: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(competencia);
  if (!m) return competencia;
  const texto = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)).toLocaleDateString('pt-BR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}
