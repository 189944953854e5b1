/**
 * Name of a company as the shell shows it: nomempresa, else nome, else ''.
 *
 * @example
 * empresaNome({ nome: 'Condomínio Sol' }); // 'Condomínio Sol'
 */
export function empresaNome(e: { nomempresa?: string; nome?: string } | null | undefined): string {
  if (typeof e?.nomempresa === 'string' && e.nomempresa !== '') return e.nomempresa;
  return typeof e?.nome === 'string' ? e.nome : '';
}
