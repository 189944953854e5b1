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
  // Links of a document open outside the app and cannot reach back through window.opener.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Sanitises server HTML into a fragment: no script, no event handler, no javascript: URL, no frame, no form.
 * Returning a fragment (not a string) means the markup is never re-parsed after cleaning.
 */
export function sanitizarHtml(html: string): DocumentFragment {
  instalarGancho();
  return DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: PROIBIDOS,
    FORBID_ATTR: ['srcdoc', 'formaction', 'action', 'ping'],
    ALLOW_DATA_ATTR: false,
  });
}
