import { CONSTANTES, corDoHost, isHostMarca } from '@portal/core';

/** The saved theme (SPEC §1, key themeConfig). */
export interface ThemeConfig {
  logo: string;
  color: string;
}

export const LOGO_PADRAO = '/assets/logo-padrao.svg';
export const LOGO_MARCA = '/assets/logo-marca.svg';

/** SPEC §1: the brand host gets its logo and #004085; every other host the default logo and #007bff. */
export function themeForHost(host: string, brandHost: string): ThemeConfig {
  return { logo: isHostMarca(host, brandHost) ? LOGO_MARCA : LOGO_PADRAO, color: corDoHost(host, brandHost) };
}

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const n = Number.parseInt(h.length === 3 ? [...h].map((c) => c + c).join('') : h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function paraHex(cor: readonly number[]): string {
  return `#${cor
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Ionic's colour generator: shade = 12% black, tint = 10% white, contrast by luminance. */
export function ionicColorVariables(hex: string): Record<string, string> {
  const base = rgb(hex);
  const [r, g, b] = base;
  const luminancia = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  const contraste = luminancia > 0.62 ? '#000000' : '#ffffff';
  return {
    '--ion-color-primary': paraHex(base),
    '--ion-color-primary-rgb': `${r}, ${g}, ${b}`,
    '--ion-color-primary-contrast': contraste,
    '--ion-color-primary-contrast-rgb': contraste === '#ffffff' ? '255, 255, 255' : '0, 0, 0',
    '--ion-color-primary-shade': paraHex(base.map((c) => c * 0.88)),
    '--ion-color-primary-tint': paraHex(base.map((c) => c + (255 - c) * 0.1)),
  };
}

/** Applies the theme to Ionic's primary colour and the browser's theme colour. */
export function applyTheme(theme: ThemeConfig, doc: Document = document): void {
  for (const [nome, valor] of Object.entries(ionicColorVariables(theme.color))) {
    doc.documentElement.style.setProperty(nome, valor);
  }
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.color);
}

let temaAtual: ThemeConfig = { logo: LOGO_PADRAO, color: CONSTANTES.corTemaPadrao };

export function setTemaAtual(tema: ThemeConfig): void {
  temaAtual = tema;
}

/** The theme chosen at start-up (the login screen and the menu show its logo). */
export function getTemaAtual(): ThemeConfig {
  return temaAtual;
}
