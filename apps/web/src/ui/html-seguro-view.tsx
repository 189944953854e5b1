import { MENSAGENS } from '@portal/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { sanitizarHtml } from './html-seguro.ts';

/**
 * Renders server HTML only after DOMPurify has cleaned it; when nothing is left to show (a document of frames
 * or scripts only), SPEC's empty message (MENSAGENS.nenhumDado) instead of a blank page.
 */
export function HtmlSeguro({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [vazio, setVazio] = useState(false);
  useLayoutEffect(() => {
    const fragmento = sanitizarHtml(html);
    const nada =
      (fragmento.textContent ?? '').trim() === '' && fragmento.querySelector('img, svg, hr') === null;
    ref.current?.replaceChildren(fragmento);
    setVazio(nada);
  }, [html]);
  return (
    <>
      <div ref={ref} className={className} />
      {vazio && (
        <p className="modulo-estado" role="status">
          {MENSAGENS.nenhumDado}
        </p>
      )}
    </>
  );
}
