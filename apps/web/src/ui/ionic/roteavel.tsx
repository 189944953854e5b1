import { NavContext } from '@ionic/react';
import { type ComponentType, forwardRef, type MouseEvent, useContext } from 'react';

export interface PropsRota {
  routerLink?: string;
  routerDirection?: 'forward' | 'back' | 'root' | 'none';
  routerOptions?: unknown;
  routerAnimation?: unknown;
  href?: string;
  onClick?: (e: MouseEvent<HTMLElement>) => void;
}

/**
 * Ionic's routing behaviour for a wrapped element: `routerLink` becomes the href and a click navigates through
 * Ionic's NavContext (a modified or non-primary click keeps the browser's own: new tab, window, download), as
 * @ionic/react does.
 */
export function roteavel<P extends object>(Base: ComponentType<P>) {
  const Roteavel = forwardRef<HTMLElement, P & PropsRota>(function Roteavel(props, ref) {
    const nav = useContext(NavContext);
    const { routerLink, routerDirection, routerOptions, routerAnimation, href, onClick, ...resto } = props;
    const clicar = (e: MouseEvent<HTMLElement>) => {
      onClick?.(e);
      const doNavegador = e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
      if (e.defaultPrevented || routerLink === undefined || doNavegador) return;
      e.preventDefault();
      // biome-ignore lint/suspicious/noExplicitAny: NavContext's navigate takes Ionic's own option types.
      nav.navigate(routerLink, routerDirection, undefined, routerAnimation as any, routerOptions as any);
    };
    const Componente = Base as ComponentType<Record<string, unknown>>;
    return <Componente {...resto} ref={ref} href={href ?? routerLink} onClick={clicar} />;
  });
  return Roteavel;
}
