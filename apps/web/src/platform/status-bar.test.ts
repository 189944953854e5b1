import { StatusBar } from '@capacitor/status-bar';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configurarStatusBar,
  ID_FAIXA_STATUS_BAR,
  VARIAVEL_AREA_SEGURA_PORTAL,
  VARIAVEL_AREA_SEGURA_TOPO,
} from './status-bar.ts';
import { usarPlataforma } from './test-plataforma.ts';

vi.mock('@capacitor/status-bar', () => ({
  Style: { Dark: 'DARK', Light: 'LIGHT', Default: 'DEFAULT' },
  StatusBar: {
    setOverlaysWebView: vi.fn(async () => {}),
    setBackgroundColor: vi.fn(async () => {}),
    setStyle: vi.fn(async () => {}),
  },
}));

let documento: Document;

beforeEach(() => {
  documento = document.implementation.createHTMLDocument('Portal');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

function variavel(nome: string): string {
  return documento.documentElement.style.getPropertyValue(nome);
}

describe('configurarStatusBar', () => {
  it('on Android paints the bar #7a171c with light icons below the web view and sets a 15 px top safe area', async () => {
    usarPlataforma('android');
    await expect(configurarStatusBar(documento)).resolves.toBe(true);
    expect(StatusBar.setOverlaysWebView).toHaveBeenCalledWith({ overlay: false });
    expect(StatusBar.setBackgroundColor).toHaveBeenCalledWith({ color: '#7a171c' });
    expect(StatusBar.setStyle).toHaveBeenCalledWith({ style: 'DARK' });
    expect(variavel(VARIAVEL_AREA_SEGURA_PORTAL)).toBe('15px');
    // Ionic's own variable: 15 px, or the system inset when Android draws the page under the bar.
    expect(VARIAVEL_AREA_SEGURA_TOPO).toBe('--ion-safe-area-top');
    expect(variavel(VARIAVEL_AREA_SEGURA_TOPO)).toBe(
      'max(var(--portal-safe-area-top), env(safe-area-inset-top, 0px))',
    );
  });

  it('on Android paints one #7a171c strip as tall as the top inset, hidden from assistive technology', async () => {
    usarPlataforma('android');
    await configurarStatusBar(documento);
    await configurarStatusBar(documento);
    const faixas = documento.querySelectorAll(`#${ID_FAIXA_STATUS_BAR}`);
    expect(faixas).toHaveLength(1);
    const faixa = faixas[0] as HTMLElement;
    expect(faixa.getAttribute('aria-hidden')).toBe('true');
    expect(faixa.style.position).toBe('fixed');
    expect(faixa.style.top).toBe('0px');
    expect(faixa.style.pointerEvents).toBe('none');
    expect(faixa.style.background).toMatch(/#7a171c|rgb\(122, 23, 28\)/);
  });

  it('on Android an unavailable status bar is only a warning, and the safe area stays', async () => {
    usarPlataforma('android');
    vi.mocked(StatusBar.setBackgroundColor).mockRejectedValueOnce(
      new Error('"StatusBar" plugin is not implemented'),
    );
    const aviso = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const erro = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(configurarStatusBar(documento)).resolves.toBe(false);
    expect(aviso).toHaveBeenCalledTimes(1);
    expect(aviso.mock.calls[0]?.[0]).toBe('Barra de status indisponível.');
    expect(erro).not.toHaveBeenCalled();
    expect(variavel(VARIAVEL_AREA_SEGURA_PORTAL)).toBe('15px');
  });

  it.each(['ios', 'web'] as const)(
    'on %s leaves the status bar and the safe area alone',
    async (plataforma) => {
      usarPlataforma(plataforma);
      const aviso = vi.spyOn(console, 'warn');
      await expect(configurarStatusBar(documento)).resolves.toBe(false);
      expect(StatusBar.setBackgroundColor).not.toHaveBeenCalled();
      expect(StatusBar.setStyle).not.toHaveBeenCalled();
      expect(StatusBar.setOverlaysWebView).not.toHaveBeenCalled();
      expect(variavel(VARIAVEL_AREA_SEGURA_PORTAL)).toBe('');
      expect(variavel(VARIAVEL_AREA_SEGURA_TOPO)).toBe('');
      expect(documento.getElementById(ID_FAIXA_STATUS_BAR)).toBeNull();
      expect(aviso).not.toHaveBeenCalled();
    },
  );

  it('uses the page document by default', async () => {
    usarPlataforma('android');
    await configurarStatusBar();
    expect(document.documentElement.style.getPropertyValue(VARIAVEL_AREA_SEGURA_PORTAL)).toBe('15px');
    document.documentElement.style.removeProperty(VARIAVEL_AREA_SEGURA_PORTAL);
    document.documentElement.style.removeProperty(VARIAVEL_AREA_SEGURA_TOPO);
    document.getElementById(ID_FAIXA_STATUS_BAR)?.remove();
  });
});
