import { StatusBar, Style } from '@capacitor/status-bar';
import { CONSTANTES } from '@portal/core';
import { getPlataforma } from './plataforma.ts';

/** Ionic pads headers and content by this variable; on Android it carries SPEC §9's 15 px top safe area. */
export const VARIAVEL_AREA_SEGURA_TOPO = '--ion-safe-area-top';

/**
 * SPEC §9 on Android: status bar #7a171c with light icons, the web view below it, and a 15 px top safe area.
 * iOS keeps its own notch insets and the web has no status bar. A missing or failing plugin is only a warning
 * (SPEC §8), never an error the user sees.
 */
export async function configurarStatusBar(raiz: HTMLElement = document.documentElement): Promise<boolean> {
  if (getPlataforma() !== 'android') return false;
  // Set first: the layout keeps its safe area even when the plugin is unavailable.
  raiz.style.setProperty(VARIAVEL_AREA_SEGURA_TOPO, `${CONSTANTES.safeAreaTopoAndroidPx}px`);
  try {
    await StatusBar.setOverlaysWebView({ overlay: false });
    await StatusBar.setBackgroundColor({ color: CONSTANTES.corStatusBarAndroid });
    // Style.Dark means light text and icons, readable on the dark red bar.
    await StatusBar.setStyle({ style: Style.Dark });
    return true;
  } catch (erro) {
    console.warn('Barra de status indisponível.', erro);
    return false;
  }
}
