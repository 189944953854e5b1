import { useLayoutEffect, useRef } from 'react';
import { sanitizarHtml } from './html-seguro.ts';

/** Renders server HTML only after DOMPurify has cleaned it. */
export function HtmlSeguro({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizarHtml(html));
  }, [html]);
  return <div ref={ref} className={className} />;
}
