import DOMPurify from 'dompurify';

/**
 * Elements a server document never needs and that could act on the page, leave it, or imitate the app (a form
 * control inside a document could pass for a password field).
 */
const PROIBIDOS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'base',
  'meta',
  'link',
];

let ganchoInstalado = false;

function instalarGancho(): void {
  if (ganchoInstalado) return;
  ganchoInstalado = true;
  // Links of a document open outside the app and cannot reach back through window.opener. Only HTML's <a> can
  // say so; an SVG link or an image-map area would navigate the app itself, so it loses its target (issue 11).
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    const ehLinkHtml = node.tagName === 'A' && node.namespaceURI === 'http://www.w3.org/1999/xhtml';
    if (ehLinkHtml && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('href');
      node.removeAttribute('xlink:href');
    }
    // Nothing remote loads from a document: images come inline (data:) or from this site, never srcset.
    node.removeAttribute('srcset');
    const src = node.getAttribute('src');
    if (src !== null && !/^(data:image\/|\/(?!\/))/i.test(src.trim())) node.removeAttribute('src');
  });
}

/**
 * Sanitises server HTML into a fragment: no script, no event handler, no javascript: URL, no frame, no form.
 * Returning a fragment (not a string) means the markup is never re-parsed after cleaning.
 */
export function sanitizarHtml(html: string): DocumentFragment {
  instalarGancho();
  // DOMPurify answers null (typed as a fragment) when its parse leaves the document without a <body>: a
  // <frameset> after other content does that. The same HTML parsed inside a <template> never has a frameset (the
  // template's parser drops it), so what is left is sanitised instead; nothing left is an empty fragment.
  const fragmento =
    limpar(html) ?? limpar(dentroDeTemplate(html)) ?? globalThis.document.createDocumentFragment();
  for (const tabela of fragmento.querySelectorAll('table')) rolarSozinha(tabela);
  return fragmento;
}

function limpar(html: string): DocumentFragment | null {
  return DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: PROIBIDOS,
    // No inline style: it could draw a full-page overlay or load a remote url().
    FORBID_ATTR: ['srcdoc', 'formaction', 'action', 'ping', 'style', 'background'],
    ALLOW_DATA_ATTR: false,
  }) as DocumentFragment | null;
}

/**
 * The HTML as a <template> parses it. A template's content is inert (no script runs, nothing loads), and its
 * serialisation is sanitised afterwards like any server HTML: this only decides what the markup means.
 */
function dentroDeTemplate(html: string): string {
  const modelo = globalThis.document.createElement('template');
  modelo.innerHTML = html;
  return modelo.innerHTML;
}

/** A cell this short never wraps (a date, an hour, an amount): "12h0 0" and "R$ / 412.880,00" cannot happen. */
const CELULA_CURTA = 24;

/**
 * A document's table scrolls sideways inside its own box at 360 px instead of splitting words (issue 10); the box
 * is a labelled, focusable region so keyboard users can scroll it too.
 */
function rolarSozinha(tabela: HTMLTableElement): void {
  const caixa = tabela.ownerDocument.createElement('div');
  caixa.className = 'tabela-rolagem';
  caixa.setAttribute('role', 'region');
  caixa.setAttribute('aria-label', 'Tabela (role para o lado para ver tudo)');
  caixa.tabIndex = 0;
  tabela.replaceWith(caixa);
  caixa.append(tabela);
  for (const celula of tabela.querySelectorAll('td, th')) {
    if ((celula.textContent ?? '').trim().length <= CELULA_CURTA) celula.classList.add('celula-curta');
  }
}
