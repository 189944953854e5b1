import { useSyncExternalStore } from 'react';

/**
 * The side menu on a phone is mounted the first time the person opens it (issue 12: mounting it after the
 * home's first paint was one of a slow phone's long tasks, for a menu that stays hidden). On a wide screen the
 * split pane shows it, so it mounts once the home has painted, as before.
 */
let pedido = false;
let abrirAoMontar = false;
const ouvintes = new Set<() => void>();

/** Ionic's lg breakpoint, where the split pane shows the menu beside the page. */
export const TELA_LARGA = '(min-width: 992px)';

const inscrever = (ouvinte: () => void) => {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
};

/** Whether the menu was asked for (it stays mounted from then on). */
export function useMenuPedido(): boolean {
  return useSyncExternalStore(
    inscrever,
    () => pedido,
    () => pedido,
  );
}

/**
 * The header's menu button: opens the menu, or on a phone first mounts it (it opens itself once mounted). A
 * menu mounted on a wide screen that then narrowed is there already, and opens at once.
 */
export function abrirMenu(): void {
  const menu = document.querySelector<HTMLIonMenuElement>('ion-menu');
  if (menu) {
    void customElements
      .whenDefined('ion-menu')
      .then(() => menu.open())
      .catch((erro: unknown) => console.warn('O menu não abriu.', erro));
    return;
  }
  abrirAoMontar = true;
  if (pedido) return;
  pedido = true;
  for (const ouvinte of ouvintes) ouvinte();
}

/** Called by the menu when it mounts: true once after `abrirMenu`, so it opens itself. */
export function consumirAbertura(): boolean {
  const abrir = abrirAoMontar;
  abrirAoMontar = false;
  return abrir;
}

/** Whether the screen is wide enough for the split pane (follows resizes and rotations). */
export function useTelaLarga(): boolean {
  return useSyncExternalStore(
    (ouvinte) => {
      const consulta = window.matchMedia(TELA_LARGA);
      consulta.addEventListener?.('change', ouvinte);
      return () => consulta.removeEventListener?.('change', ouvinte);
    },
    () => window.matchMedia(TELA_LARGA).matches,
    () => false,
  );
}
