import type { AnchorHTMLAttributes, ComponentType } from 'react';
import { roteavel } from './ionic/roteavel.tsx';

/**
 * A real link (it opens in a new tab, it reads as a link) that a plain click follows inside the app, with
 * Ionic's page transition: `routerLink` and `routerDirection` as on an Ionic button, through the same routing
 * (ui/ionic/roteavel.tsx), without an Ionic element to render.
 */
export const LinkApp = roteavel('a' as unknown as ComponentType<AnchorHTMLAttributes<HTMLAnchorElement>>);
