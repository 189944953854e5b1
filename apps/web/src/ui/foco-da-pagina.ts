/**
 * Where the focus goes after a navigation (issue 29): to the new page's title, as accessible routers do, and the
 * title is announced. Without it the focus fell back to the document's body after every route change, and on a
 * wide screen (menu beside the page) the next Tab walked the whole menu again.
 */

/** The first page of a document load keeps the browser's own start (the top of the document). */
let primeiraPagina = true;
let regiao: HTMLElement | null = null;

/** One polite live region for the whole app, created on first use. */
function regiaoDeAnuncio(): HTMLElement {
  if (regiao?.isConnected) return regiao;
  regiao = document.createElement('div');
  regiao.className = 'sr-only';
  regiao.setAttribute('role', 'status');
  regiao.setAttribute('aria-live', 'polite');
  regiao.setAttribute('aria-atomic', 'true');
  document.body.appendChild(regiao);
  return regiao;
}

/** Called when a page has finished entering (Ionic's ionViewDidEnter) with its title element. */
export function focarTituloDaPagina(titulo: HTMLElement | null): void {
  if (primeiraPagina) {
    primeiraPagina = false;
    return;
  }
  if (!titulo?.isConnected) return;
  // A person already working in the page (typing in a field it focused itself) is left where they are.
  const ativo = document.activeElement;
  const pagina = titulo.closest('.ion-page');
  if (ativo && ativo !== document.body && pagina?.contains(ativo)) return;
  titulo.setAttribute('tabindex', '-1');
  titulo.focus({ preventScroll: true });
  const anuncio = regiaoDeAnuncio();
  anuncio.textContent = '';
  // Written a frame later, so a screen reader hears the new text even when the title repeats the last one.
  requestAnimationFrame(() => {
    anuncio.textContent = titulo.textContent ?? '';
  });
}
