import { App } from '@capacitor/app';
import type { PluginListenerHandle } from '@capacitor/core';
import { getPlataforma } from './plataforma.ts';

/**
 * Above Ionic's router (0), below its menu (99) and overlays (100): an open menu or dialog closes first, and the
 * router does not also go back for the same press.
 */
export const PRIORIDADE_VOLTAR = 10;

interface IonBackButtonDetail {
  register(prioridade: number, handler: (processNextHandler: () => void) => void | Promise<void>): void;
}

/**
 * The Android hardware back button: history back within the app, and leaving the app from home. Ionic turns
 * Capacitor's 'backbutton' DOM event into 'ionBackButton' with priorities; Capacitor only fires that DOM event
 * while the App plugin has a 'backButton' listener, hence the listener. iOS and the web have no such button.
 * Resolves a function that undoes the registration.
 */
export async function registrarBotaoVoltar(deps: {
  isHome: () => boolean;
  voltar?: () => void;
}): Promise<() => Promise<void>> {
  if (getPlataforma() !== 'android') return async () => {};
  const voltar = deps.voltar ?? (() => window.history.back());

  const aoVoltar = (evento: Event) => {
    (evento as CustomEvent<IonBackButtonDetail>).detail.register(PRIORIDADE_VOLTAR, async () => {
      if (deps.isHome()) await App.exitApp();
      else voltar();
    });
  };
  document.addEventListener('ionBackButton', aoVoltar);
  const ouvinte: PluginListenerHandle = await App.addListener('backButton', () => {
    // Present so Capacitor dispatches 'backbutton' to the page; the decision is taken in aoVoltar.
  });

  return async () => {
    document.removeEventListener('ionBackButton', aoVoltar);
    await ouvinte.remove();
  };
}
