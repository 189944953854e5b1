import { useIonRouter } from '@ionic/react';
import type { MouseEvent, ReactNode } from 'react';

type Direcao = 'forward' | 'back' | 'root';

/**
 * A real link (it opens in a new tab, it reads as a link) that a plain click follows inside the app, with
 * Ionic's page transition, instead of loading the page anew.
 */
export function LinkApp({
  href,
  direcao = 'forward',
  className,
  rotulo,
  children,
}: {
  href: string;
  direcao?: Direcao;
  className?: string;
  /** The accessible name, when the content is an icon. */
  rotulo?: string;
  children: ReactNode;
}) {
  const router = useIonRouter();
  const seguir = (evento: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window stays the browser's; a plain click is the app's navigation.
    if (evento.button !== 0 || evento.metaKey || evento.ctrlKey || evento.shiftKey || evento.altKey) return;
    evento.preventDefault();
    router.push(href, direcao);
  };
  return (
    <a href={href} className={className} aria-label={rotulo} onClick={seguir}>
      {children}
    </a>
  );
}
