/**
 * How many items a list shows before it needs a search box: one page (issue 10: a search box over a single
 * record or a page of figures is the generic template showing through).
 */
export const ITENS_SEM_BUSCA = 10;

/**
 * Whether a list offers search: only once the server's total says it is longer than ITENS_SEM_BUSCA, and
 * always while a search is under way (so it can be cleared). An unknown total (still loading) offers none.
 */
export function precisaDeBusca(total: number | undefined, busca: string): boolean {
  return busca !== '' || (total ?? 0) > ITENS_SEM_BUSCA;
}
