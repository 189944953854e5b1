import { StatusBar, Style } from '@capacitor/status-bar';
import { CONSTANTES } from '@portal/core';
import { getPlataforma } from './plataforma.ts';

/** SPEC §9's top safe area on Android (15 px), as a CSS variable. */
export const VARIAVEL_AREA_SEGURA_PORTAL = '--portal-safe-area-top';
/** Ionic pads headers and content by this variable. */
export const VARIAVEL_AREA_SEGURA_TOPO = '--ion-safe-area-top';
/** The strip that paints the status bar's colour where Android draws the page under the bar. */
export const ID_FAIXA_STATUS_BAR = 'portal-status-bar';

/**
 * Android 15+ draws the web view under the status bar (edge to edge) and ignores the bar colour from Android 16 on.
 * There the page itself paints #7a171c behind the bar, in a strip as tall as the system's inset; on older Android,
 * where the web view starts below the bar, the inset is 0 and the strip has no height.
 */
function pintarFaixa(documento: Document): void {
  if (documento.getElementById(ID_FAIXA_STATUS_BAR)) return;
  const faixa = documento.createElement('div');
  faixa.id = ID_FAIXA_STATUS_BAR;
  faixa.setAttribute('aria-hidden', 'true');
  Object.assign(faixa.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    right: '0',
    height: 'env(safe-area-inset-top, 0px)',
    background: CONSTANTES.corStatusBarAndroid,
    zIndex: '2147483647',
    pointerEvents: 'none',
  });
  documento.body.append(faixa);
}

/**
 * SPEC §9 on Android: status bar #7a171c with light icons, the web view below it, and a 15 px top safe area
 * (never less than the system's inset, so edge-to-edge Android keeps content clear of the bar). iOS keeps its own
 * notch insets and the web has no status bar. A missing or failing plugin is only a warning (SPEC §8).
 */
export async function configurarStatusBar(documento: Document = document): Promise<boolean> {
  if (getPlataforma() !== 'android') return false;
  // Set first: the layout keeps its safe area even when the plugin is unavailable.
  const raiz = documento.documentElement;
  raiz.style.setProperty(VARIAVEL_AREA_SEGURA_PORTAL, `${CONSTANTES.safeAreaTopoAndroidPx}px`);
  raiz.style.setProperty(
    VARIAVEL_AREA_SEGURA_TOPO,
    `max(var(${VARIAVEL_AREA_SEGURA_PORTAL}), env(safe-area-inset-top, 0px))`,
  );
  pintarFaixa(documento);
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
