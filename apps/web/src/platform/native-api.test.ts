import { App } from '@capacitor/app';
import { AppLauncher } from '@capacitor/app-launcher';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { normalizeRuntimeConfig, setRuntimeConfig } from '../config/runtime-config.ts';
import { chamar } from '../lib/api-client.ts';
import { createSessionStore } from '../lib/session/session-store.ts';
import type { Alertar, BotaoAlerta, ChamarV4 } from './deps.ts';
import { iniciarPush } from './push.ts';
import { usarPlataforma } from './test-plataforma.ts';
import { verificarVersao } from './versao.ts';

// Only the native plugins are replaced; the API, the client and the session are the real ones.
vi.mock('@capacitor/app', () => ({ App: { getInfo: vi.fn() } }));
vi.mock('@capacitor/app-launcher', () => ({
  AppLauncher: { openUrl: vi.fn(async () => ({ completed: true })) },
}));
const ouvintes = new Map<string, (dados: unknown) => void>();
vi.mock('@capacitor/push-notifications', () => ({
  PushNotifications: {
    addListener: vi.fn(async (evento: string, ouvinte: (dados: unknown) => void) => {
      ouvintes.set(evento, ouvinte);
      return { remove: async () => void ouvintes.delete(evento) };
    }),
    checkPermissions: vi.fn(async () => ({ receive: 'granted' })),
    requestPermissions: vi.fn(async () => ({ receive: 'granted' })),
    register: vi.fn(async () => {}),
  },
}));

const LOJAS = { android: 'https://play.google.com/', ios: 'https://apps.apple.com/' } as const;

beforeAll(async () => {
  const api = inject('apiUrl');
  setRuntimeConfig(normalizeRuntimeConfig(await (await fetch(`${api}/config.json`)).json(), api));
  const sessao = createSessionStore();
  sessao.bindApi({ show: () => {}, hide: () => {} }, () => `${api}/home`);
  // Ana Souza, a demo account of DESIGN.md.
  await sessao.login('529.982.247-25', 'demo1234');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

function instalado(build: string) {
  vi.mocked(App.getInfo).mockResolvedValue({
    id: 'br.com.portal.app',
    name: 'Portal',
    build,
    version: '1.0',
  });
}

describe.each(['android', 'ios'] as const)('against the real API on %s', (plataforma) => {
  it("build 1 is below the published build: the alert shows both and Atualizar opens this platform's store", async () => {
    usarPlataforma(plataforma);
    instalado('1');
    const alert = vi.fn<Alertar>(async () => {});
    await expect(verificarVersao({ chamar: chamar, alert })).resolves.toBe('desatualizada');
    const opcoes = alert.mock.calls[0]?.[0];
    expect(opcoes?.header).toBe('Nova versão disponível');
    expect(opcoes?.message).toMatch(/instalada: 1\b/);
    const atualizar = opcoes?.buttons?.[1] as BotaoAlerta | undefined;
    atualizar?.handler?.();
    const url = vi.mocked(AppLauncher.openUrl).mock.calls[0]?.[0].url ?? '';
    expect(url.startsWith(LOJAS[plataforma])).toBe(true);
  });

  it('a build far ahead of the published one shows nothing', async () => {
    usarPlataforma(plataforma);
    instalado('100000');
    const alert = vi.fn<Alertar>(async () => {});
    await expect(verificarVersao({ chamar: chamar, alert })).resolves.toBe('atualizada');
    expect(alert).not.toHaveBeenCalled();
  });

  it('the push token is accepted by coddao 320', async () => {
    usarPlataforma(plataforma);
    const chamadas = vi.fn(chamar) as unknown as ChamarV4 & ReturnType<typeof vi.fn>;
    const push = await iniciarPush({ chamar: chamadas, navigate: () => {} });
    await expect(push.registrar()).resolves.toBe('registrando');
    ouvintes.get('registration')?.({ value: `token-${plataforma}-${Date.now()}` });
    expect(chamadas).toHaveBeenCalledTimes(1);
    await expect(chamadas.mock.results[0]?.value).resolves.toEqual({ ok: true });
    await push.encerrar();
  });
});
