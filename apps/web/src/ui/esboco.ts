/**
 * The sketches start-up paints in plain DOM before the shell's code arrives (pages/recados-esboco.ts, a module's
 * `*-esboco.ts`): an element maker and the sketch's page, a busy box under the header the Ionic page will have.
 */
export type CriarElemento = (tag: string, classe?: string, texto?: string) => HTMLElement;

export function criadorDeElementos(doc: Document): CriarElemento {
  return (tag, classe = '', texto) => {
    const el = doc.createElement(tag);
    el.className = classe;
    if (texto !== undefined) el.textContent = texto;
    return el;
  };
}

/** The sketch's page with its header; React replaces it whole when the shell renders. */
export function paginaDoEsboco(elemento: CriarElemento, titulo: string): HTMLElement {
  const pagina = elemento('div', 'esboco');
  pagina.setAttribute('aria-busy', 'true');
  const barra = elemento('header', 'esboco-barra');
  barra.append(elemento('h1', 'esboco-titulo', titulo));
  pagina.append(barra);
  return pagina;
}
