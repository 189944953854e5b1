import { StatusBar } from '@capacitor/status-bar';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configurarStatusBar, VARIAVEL_AREA_SEGURA_TOPO } from './status-bar.ts';
import { usarPlataforma } from './test-plataforma.ts';

vi.mock('@capacitor/status-bar', () => ({
  Style: { Dark: 'DARK', Light: 'LIGHT', Default: 'DEFAULT' },
  StatusBar: {
    setOverlaysWebView: vi.fn(async () => {}),
    setBackgroundColor: vi.fn(async () => {}),
    setStyle: vi.fn(async () => {}),
  },
}));

let raiz: HTMLElement;

beforeEach(() => {
  raiz = document.createElement('div');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('configurarStatusBar', () => {
  it('on Android paints the bar #7a171c with light icons below the web view and sets a 15 px top safe area', async () => {
    usarPlataforma('android');
    await expect(configurarStatusBar(raiz)).resolves.toBe(true);
    expect(StatusBar.setOverlaysWebView).toHaveBeenCalledWith({ overlay: false });
    expect(StatusBar.setBackgroundColor).toHaveBeenCalledWith({ color: '#7a171c' });
    expect(StatusBar.setStyle).toHaveBeenCalledWith({ style: 'DARK' });
    expect(raiz.style.getPropertyValue(VARIAVEL_AREA_SEGURA_TOPO)).toBe('15px');
    expect(VARIAVEL_AREA_SEGURA_TOPO).toBe('--ion-safe-area-top');
  });

  it('on Android an unavailable status bar is only a warning, and the safe area stays', async () => {
    usarPlataforma('android');
    vi.mocked(StatusBar.setBackgroundColor).mockRejectedValueOnce(
      new Error('"StatusBar" plugin is not implemented'),
    );
    const aviso = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const erro = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(configurarStatusBar(raiz)).resolves.toBe(false);
    expect(aviso).toHaveBeenCalledTimes(1);
    expect(aviso.mock.calls[0]?.[0]).toBe('Barra de status indisponível.');
    expect(erro).not.toHaveBeenCalled();
    expect(raiz.style.getPropertyValue(VARIAVEL_AREA_SEGURA_TOPO)).toBe('15px');
  });

  it.each(['ios', 'web'] as const)(
    'on %s leaves the status bar and the safe area alone',
    async (plataforma) => {
      usarPlataforma(plataforma);
      const aviso = vi.spyOn(console, 'warn');
      await expect(configurarStatusBar(raiz)).resolves.toBe(false);
      expect(StatusBar.setBackgroundColor).not.toHaveBeenCalled();
      expect(StatusBar.setStyle).not.toHaveBeenCalled();
      expect(StatusBar.setOverlaysWebView).not.toHaveBeenCalled();
      expect(raiz.style.getPropertyValue(VARIAVEL_AREA_SEGURA_TOPO)).toBe('');
      expect(aviso).not.toHaveBeenCalled();
    },
  );

  it('uses the document root by default', async () => {
    usarPlataforma('android');
    await configurarStatusBar();
    expect(document.documentElement.style.getPropertyValue(VARIAVEL_AREA_SEGURA_TOPO)).toBe('15px');
    document.documentElement.style.removeProperty(VARIAVEL_AREA_SEGURA_TOPO);
  });
});
