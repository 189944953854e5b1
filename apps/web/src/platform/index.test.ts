import { Capacitor } from '@capacitor/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChamarV4 } from './deps.ts';

const cofre = new Map<string, string>();
const ouvintes = new Map<string, ((dados: unknown) => void)[]>();
const chamadas: string[] = [];

function registrar(plugin: string) {
  return vi.fn(async (evento: string, ouvinte: (dados: unknown) => void) => {
    chamadas.push(`${plugin}.addListener(${evento})`);
    ouvintes.set(evento, [...(ouvintes.get(evento) ?? []), ouvinte]);
    return { remove: async () => ouvintes.delete(evento) };
  });
}

vi.mock('@aparajita/capacitor-secure-storage', () => ({
  SecureStorage: {
    getItem: async (key: string) => cofre.get(key) ?? null,
    setItem: async (key: string, value: string) => void cofre.set(key, value),
    removeItem: async (key: string) => void cofre.delete(key),
    keys: async () => [...cofre.keys()],
  },
}));
vi.mock('@capacitor/status-bar', () => ({
  Style: { Dark: 'DARK' },
  StatusBar: {
    setOverlaysWebView: vi.fn(async () => void chamadas.push('StatusBar.setOverlaysWebView')),
    setBackgroundColor: vi.fn(
      async (o: { color: string }) => void chamadas.push(`StatusBar.cor(${o.color})`),
    ),
    setStyle: vi.fn(async () => void chamadas.push('StatusBar.setStyle')),
  },
}));
vi.mock('@capacitor/app', () => ({
  App: {
    getInfo: vi.fn(async () => ({ id: 'br.com.portal.app', name: 'Portal', build: '3', version: '1.0.3' })),
    addListener: registrar('App'),
    exitApp: vi.fn(async () => {}),
  },
}));
vi.mock('@capacitor/device', () => ({
  Device: {
    getInfo: vi.fn(async () => ({ model: 'iPhone', operatingSystem: 'ios', osVersion: '18' })),
    getId: vi.fn(async () => ({ identifier: 'id-1' })),
  },
}));
vi.mock('@capacitor/push-notifications', () => ({
  PushNotifications: {
    addListener: registrar('Push'),
    checkPermissions: vi.fn(async () => ({ receive: 'granted' })),
    requestPermissions: vi.fn(async () => ({ receive: 'granted' })),
    register: vi.fn(async () => void chamadas.push('Push.register')),
  },
}));
vi.mock('@capacitor/app-launcher', () => ({
  AppLauncher: { openUrl: vi.fn(async () => ({ completed: true })) },
}));

function deps(logado: boolean) {
  return {
    navigate: vi.fn<(path: string) => void>(),
    isHome: vi.fn(() => false),
    chamar: vi.fn(async (op: { coddao: number }) =>
      op.coddao === 176 ? { build: 4, plataforma: 'android', lojaUrl: 'https://loja/portal' } : { ok: true },
    ) as unknown as ChamarV4 & ReturnType<typeof vi.fn>,
    alert: vi.fn(async () => {}),
    isLoggedIn: () => logado,
  };
}

/** A fresh module graph per test: the storage wrapper and the platform start-up are module singletons. */
async function carregar(plataforma: 'web' | 'android' | 'ios') {
  vi.resetModules();
  vi.spyOn(Capacitor, 'getPlatform').mockReturnValue(plataforma);
  vi.spyOn(Capacitor, 'isNativePlatform').mockReturnValue(plataforma !== 'web');
  const [platform, { storage }] = await Promise.all([import('./index.ts'), import('../lib/storage.ts')]);
  return { platform, storage };
}

beforeEach(() => {
  cofre.clear();
  ouvintes.clear();
  chamadas.length = 0;
  localStorage.clear();
  document.documentElement.style.removeProperty('--ion-safe-area-top');
  document.documentElement.style.removeProperty('--portal-safe-area-top');
  document.getElementById('portal-status-bar')?.remove();
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('iniciarPlataforma / instalarArmazenamentoSeguro (before the first storage read)', () => {
  it('on the web: storage falls back to local storage, no plugin is touched', async () => {
    const { platform, storage } = await carregar('web');
    await platform.iniciarPlataforma();
    await storage.set('jwt', 'x');
    expect(await storage.driver()).toBe('localStorageWrapper');
    expect(cofre.size).toBe(0);
    expect(chamadas).toEqual([]);
    await expect(platform.infoDispositivo()).resolves.toBeNull();
  });

  it.each(['android', 'ios'] as const)(
    'on %s: the shell storage writes to secure storage',
    async (plataforma) => {
      const { platform, storage } = await carregar(plataforma);
      platform.instalarArmazenamentoSeguro();
      platform.instalarArmazenamentoSeguro();
      await storage.set('jwt', 'abc');
      expect(await storage.driver()).toBe('ionicSecureStorage');
      expect(await storage.get('jwt')).toBe('abc');
      expect([...cofre.values()]).toEqual(['"abc"']);
      expect(localStorage.length).toBe(0);
    },
  );

  it('on android: status bar and safe area at start-up, device info afterwards', async () => {
    const { platform } = await carregar('android');
    await platform.iniciarPlataforma();
    await platform.iniciarPlataforma();
    expect(chamadas.filter((c) => c.startsWith('StatusBar.cor'))).toEqual(['StatusBar.cor(#7a171c)']);
    expect(document.documentElement.style.getPropertyValue('--portal-safe-area-top')).toBe('15px');
    await expect(platform.infoDispositivo()).resolves.toMatchObject({ build: '3', dispositivoId: 'id-1' });
  });
});

describe('initPlatform', () => {
  it.each(['android', 'ios'] as const)(
    'on %s registers the storage driver before its promise settles',
    async (plataforma) => {
      const { platform, storage } = await carregar(plataforma);
      const pronto = platform.initPlatform(deps(false));
      await storage.set('jwt', 'cedo');
      expect(await storage.driver()).toBe('ionicSecureStorage');
      await (await pronto).encerrar();
    },
  );

  it('on the web registers nothing and never calls the API', async () => {
    const { platform } = await carregar('web');
    const d = deps(true);
    const p = await platform.initPlatform(d);
    await p.aposLogin();
    expect(chamadas).toEqual([]);
    expect(d.chamar).not.toHaveBeenCalled();
    expect(d.alert).not.toHaveBeenCalled();
    await p.encerrar();
  });

  it.each(['android', 'ios'] as const)(
    'on %s with a session: build check and push at once',
    async (plataforma) => {
      const { platform } = await carregar(plataforma);
      const d = deps(true);
      await platform.initPlatform(d);
      await vi.waitFor(() => expect(d.alert).toHaveBeenCalledTimes(1));
      expect(d.chamar).toHaveBeenCalledWith(
        expect.objectContaining({ coddao: 176 }),
        ['6', plataforma],
        undefined,
        { loader: false },
      );
      await vi.waitFor(() => expect(chamadas).toContain('Push.register'));
      for (const ouvinte of ouvintes.get('registration') ?? []) ouvinte({ value: 'tok' });
      expect(d.chamar).toHaveBeenCalledWith(
        expect.objectContaining({ coddao: 320 }),
        [plataforma, 'tok'],
        undefined,
        { loader: false },
      );
      for (const ouvinte of ouvintes.get('pushNotificationActionPerformed') ?? []) ouvinte({});
      expect(d.navigate).toHaveBeenCalledWith('/notificacoes');
      expect(chamadas.includes('App.addListener(backButton)')).toBe(plataforma === 'android');
    },
  );

  it.each(['android', 'ios'] as const)(
    'on %s without a session: waits for aposLogin()',
    async (plataforma) => {
      const { platform } = await carregar(plataforma);
      const d = deps(false);
      const p = await platform.initPlatform(d);
      await new Promise((r) => setTimeout(r, 20));
      expect(d.chamar).not.toHaveBeenCalled();
      expect(chamadas).not.toContain('Push.register');
      await p.aposLogin();
      expect(d.chamar).toHaveBeenCalledWith(
        expect.objectContaining({ coddao: 176 }),
        ['6', plataforma],
        undefined,
        { loader: false },
      );
      expect(chamadas).toContain('Push.register');
      await p.encerrar();
      expect(ouvintes.size).toBe(0);
    },
  );
});
