import { STORAGE_KEYS } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { applyTheme, ionicColorVariables, LOGO_MARCA, LOGO_PADRAO, themeForHost } from './theme.ts';

describe('theme by host (SPEC §1)', () => {
  it('gives the brand host its logo and #004085, every other host the default logo and #007bff', () => {
    expect(themeForHost('portal.exemplo.com.br', 'portal.exemplo.com.br')).toEqual({
      logo: LOGO_MARCA,
      color: '#004085',
    });
    expect(themeForHost('Portal.Exemplo.com.br:8443', 'portal.exemplo.com.br')).toEqual({
      logo: LOGO_MARCA,
      color: '#004085',
    });
    expect(themeForHost('localhost:8080', 'portal.exemplo.com.br')).toEqual({
      logo: LOGO_PADRAO,
      color: '#007bff',
    });
    expect(themeForHost('portal.exemplo.com.br', '')).toEqual({ logo: LOGO_PADRAO, color: '#007bff' });
  });

  it("derives Ionic's primary variables (rgb, shade, tint, contrast)", () => {
    expect(ionicColorVariables('#004085')).toEqual({
      '--ion-color-primary': '#004085',
      '--ion-color-primary-rgb': '0, 64, 133',
      '--ion-color-primary-contrast': '#ffffff',
      '--ion-color-primary-contrast-rgb': '255, 255, 255',
      '--ion-color-primary-shade': '#003875',
      '--ion-color-primary-tint': '#1a5391',
    });
    expect(ionicColorVariables('#ffe066')['--ion-color-primary-contrast']).toBe('#000000');
  });

  it('applies the colour to the document and the theme-color meta', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
    applyTheme({ logo: LOGO_MARCA, color: '#004085' });
    expect(document.documentElement.style.getPropertyValue('--ion-color-primary')).toBe('#004085');
    expect(meta.getAttribute('content')).toBe('#004085');
    expect(STORAGE_KEYS.themeConfig).toBe('themeConfig');
  });
});
