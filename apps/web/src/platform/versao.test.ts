import { App } from '@capacitor/app';
import { AppLauncher } from '@capacitor/app-launcher';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeRuntimeConfig, setRuntimeConfig } from '../config/runtime-config.ts';
import type { Alertar, BotaoAlerta, ChamarV4 } from './deps.ts';
import { usarPlataforma } from './test-plataforma.ts';
import { verificarVersao } from './versao.ts';

vi.mock('@capacitor/app', () => ({ App: { getInfo: vi.fn() } }));
vi.mock('@capacitor/app-launcher', () => ({
  AppLauncher: { openUrl: vi.fn(async () => ({ completed: true })) },
}));

const LOJAS = {
  android: 'https://play.google.com/store/apps/details?id=br.com.portal.app',
  ios: 'https://apps.apple.com/br/app/portal/id0000000000',
} as const;

function instalado(build: string) {
  vi.mocked(App.getInfo).mockResolvedValue({
    id: 'br.com.portal.app',
    name: 'Portal',
    build,
    version: '1.0',
  });
}

/** A chamar answering coddao 176 like the API does for the platform asked. */
function api(build: number) {
  return vi.fn(async (_op: unknown, params?: (string | number)[]) => {
    const plataforma = params?.[1] as 'android' | 'ios';
    return { build, plataforma, lojaUrl: LOJAS[plataforma] };
  }) as unknown as ChamarV4 & ReturnType<typeof vi.fn>;
}

function alerta() {
  return vi.fn<Alertar>(async () => {});
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('verificarVersao', () => {
  it.each(['android', 'ios'] as const)(
    'on %s an installed build below the published one shows "Nova versão disponível"; Atualizar opens the store',
    async (plataforma) => {
      usarPlataforma(plataforma);
      instalado('5');
      const chamar = api(7);
      const alert = alerta();
      await expect(verificarVersao({ chamar, alert })).resolves.toBe('desatualizada');

      expect(chamar).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ coddao: 176 }),
        ['6', plataforma],
        undefined,
        { loader: false },
      );
      expect(alert).toHaveBeenCalledTimes(1);
      const opcoes = alert.mock.calls[0]?.[0];
      expect(opcoes?.header).toBe('Nova versão disponível');
      expect(opcoes?.message).toContain('5');
      expect(opcoes?.message).toContain('7');
      const botoes = opcoes?.buttons as BotaoAlerta[];
      expect(botoes.map((b) => b.text)).toEqual(['Fechar', 'Atualizar']);
      expect(botoes[0]?.handler).toBeUndefined();
      expect(AppLauncher.openUrl).not.toHaveBeenCalled();

      botoes[1]?.handler?.();
      expect(AppLauncher.openUrl).toHaveBeenCalledExactlyOnceWith({ url: LOJAS[plataforma] });
    },
  );

  it.each(['android', 'ios'] as const)(
    'on %s an equal or newer installed build shows nothing',
    async (plataforma) => {
      usarPlataforma(plataforma);
      const alert = alerta();
      instalado('7');
      await expect(verificarVersao({ chamar: api(7), alert })).resolves.toBe('atualizada');
      instalado('8');
      await expect(verificarVersao({ chamar: api(7), alert })).resolves.toBe('atualizada');
      expect(alert).not.toHaveBeenCalled();
    },
  );

  it.each(['android', 'ios'] as const)('on %s a failing check is logged only', async (plataforma) => {
    usarPlataforma(plataforma);
    instalado('5');
    const erro = vi.spyOn(console, 'error').mockImplementation(() => {});
    const alert = alerta();
    const chamar = vi.fn(async () => {
      throw new Error('Falha na conexão.');
    }) as unknown as ChamarV4;
    await expect(verificarVersao({ chamar, alert })).resolves.toBe('falha');
    expect(alert).not.toHaveBeenCalled();
    expect(erro).toHaveBeenCalledTimes(1);

    vi.mocked(App.getInfo).mockRejectedValueOnce(new Error('App plugin missing'));
    await expect(verificarVersao({ chamar: api(9), alert })).resolves.toBe('falha');
    expect(alert).not.toHaveBeenCalled();
    expect(erro).toHaveBeenCalledTimes(2);
  });

  it('on android an answer without a build number is logged, not alerted', async () => {
    usarPlataforma('android');
    instalado('5');
    const erro = vi.spyOn(console, 'error').mockImplementation(() => {});
    const alert = alerta();
    const chamar = vi.fn(async () => ({ mensagem: 'Parâmetros inválidos.' })) as unknown as ChamarV4;
    await expect(verificarVersao({ chamar, alert })).resolves.toBe('falha');
    expect(alert).not.toHaveBeenCalled();
    expect(erro).toHaveBeenCalledTimes(1);
  });

  it('on android a store that cannot open is logged only', async () => {
    usarPlataforma('android');
    instalado('1');
    const erro = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(AppLauncher.openUrl).mockRejectedValueOnce(new Error('no activity'));
    const alert = alerta();
    await verificarVersao({ chamar: api(2), alert });
    const atualizar = alert.mock.calls[0]?.[0].buttons?.[1] as BotaoAlerta | undefined;
    atualizar?.handler?.();
    await vi.waitFor(() => expect(erro).toHaveBeenCalledWith('Falha ao abrir a loja.', expect.any(Error)));
  });

  it.each(['android', 'ios'] as const)(
    "on %s an answer without a store page uses the runtime config's",
    async (plataforma) => {
      usarPlataforma(plataforma);
      instalado('1');
      setRuntimeConfig(
        normalizeRuntimeConfig(
          { storeUrls: { android: 'https://loja/android', ios: 'https://loja/ios' } },
          'https://localhost',
        ),
      );
      const alert = alerta();
      const chamar = vi.fn(async () => ({ build: 2, plataforma, lojaUrl: '' })) as unknown as ChamarV4;
      await verificarVersao({ chamar, alert });
      const atualizar = alert.mock.calls[0]?.[0].buttons?.[1] as BotaoAlerta | undefined;
      atualizar?.handler?.();
      expect(AppLauncher.openUrl).toHaveBeenCalledExactlyOnceWith({ url: `https://loja/${plataforma}` });
    },
  );

  it('on the web never asks the API nor the App plugin', async () => {
    usarPlataforma('web');
    const chamar = api(99);
    const alert = alerta();
    await expect(verificarVersao({ chamar, alert })).resolves.toBe('web');
    expect(chamar).not.toHaveBeenCalled();
    expect(App.getInfo).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });
});
