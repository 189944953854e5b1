/** The list envelope every list operation answers (core's listaSchema). */
export function lista<T>(itens: T[], total: number, pagina: number, tamanhoPagina: number) {
  return { itens, total, pagina, tamanhoPagina };
}

export function offsetDe(pagina: number, tamanhoPagina: number): number {
  return (pagina - 1) * tamanhoPagina;
}
