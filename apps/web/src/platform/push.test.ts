import { PushNotifications } from '@capacitor/push-notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChamarV4 } from './deps.ts';
import { iniciarPush } from './push.ts';
import { usarPlataforma } from './test-plataforma.ts';

type Ouvinte = (dados: unknown) => void;
const ouvintes = new Map<string, Set<Ouvinte>>();

/** Delivers an event as the native side would. */
function emitir(evento: string, dados: unknown) {
  for (const ouvinte of ouvintes.get(evento) ?? []) ouvinte(dados);
}

vi.mock('@capacitor/push-notifications', () => ({
  PushNotifications: {
    addListener: vi.fn(async (evento: string, ouvinte: Ouvinte) => {
      const lista = ouvintes.get(evento) ?? new Set<Ouvinte>();
      lista.add(ouvinte);
      ouvintes.set(evento, lista);
      return { remove: async () => void lista.delete(ouvinte) };
    }),
    checkPermissions: vi.fn(async () => ({ receive: 'prompt' })),
    requestPermissions: vi.fn(async () => ({ receive: 'granted' })),
    register: vi.fn(async () => {}),
  },
}));

function deps() {
  return {
    chamar: vi.fn(async () => ({ ok: true })) as unknown as ChamarV4 & ReturnType<typeof vi.fn>,
    navigate: vi.fn<(path: string) => void>(),
  };
}

afterEach(() => {
  ouvintes.clear();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('iniciarPush', () => {
  it.each(['android', 'ios'] as const)(
    'on %s asks permission, registers, sends the token with coddao 320 and opens /notificacoes on a tap',
    async (plataforma) => {
      usarPlataforma(plataforma);
      const d = deps();
      const push = await iniciarPush(d);
      await expect(push.registrar()).resolves.toBe('registrando');
      expect(PushNotifications.requestPermissions).toHaveBeenCalledTimes(1);
      expect(PushNotifications.register).toHaveBeenCalledTimes(1);
      expect(d.chamar).not.toHaveBeenCalled();

      emitir('registration', { value: 'token-do-aparelho' });
      expect(d.chamar).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ coddao: 320 }),
        [plataforma, 'token-do-aparelho'],
        undefined,
        {
          loader: false,
        },
      );

      expect(d.navigate).not.toHaveBeenCalled();
      emitir('pushNotificationActionPerformed', { actionId: 'tap', notification: { id: '1', data: {} } });
      expect(d.navigate).toHaveBeenCalledExactlyOnceWith('/notificacoes');
    },
  );

  it.each(['android', 'ios'] as const)('on %s does not ask again once granted', async (plataforma) => {
    usarPlataforma(plataforma);
    vi.mocked(PushNotifications.checkPermissions).mockResolvedValueOnce({ receive: 'granted' });
    const push = await iniciarPush(deps());
    await expect(push.registrar()).resolves.toBe('registrando');
    expect(PushNotifications.requestPermissions).not.toHaveBeenCalled();
    expect(PushNotifications.register).toHaveBeenCalledTimes(1);
  });

  it.each(['android', 'ios'] as const)('on %s a refused permission registers nothing', async (plataforma) => {
    usarPlataforma(plataforma);
    vi.mocked(PushNotifications.requestPermissions).mockResolvedValueOnce({ receive: 'denied' });
    const push = await iniciarPush(deps());
    await expect(push.registrar()).resolves.toBe('negado');
    expect(PushNotifications.register).not.toHaveBeenCalled();
  });

  it.each(['android', 'ios'] as const)(
    'on %s failures are warnings or logs, never thrown',
    async (plataforma) => {
      usarPlataforma(plataforma);
      const aviso = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const erro = vi.spyOn(console, 'error').mockImplementation(() => {});
      const d = deps();
      d.chamar.mockRejectedValueOnce(new Error('Falha na conexão.'));
      vi.mocked(PushNotifications.register).mockRejectedValueOnce(new Error('FCM not configured'));
      const push = await iniciarPush(d);
      await expect(push.registrar()).resolves.toBe('falha');
      expect(aviso).toHaveBeenCalledTimes(1);

      emitir('registrationError', { error: 'APNs unavailable' });
      expect(aviso).toHaveBeenCalledTimes(2);
      emitir('registration', { value: 't' });
      await vi.waitFor(() => expect(erro).toHaveBeenCalledTimes(1));
    },
  );

  it.each(['android', 'ios'] as const)(
    'on %s a token refreshed while logged out is not sent',
    async (plataforma) => {
      usarPlataforma(plataforma);
      let logado = false;
      const d = { ...deps(), isLoggedIn: () => logado };
      const push = await iniciarPush(d);
      emitir('registration', { value: 'renovado' });
      expect(d.chamar).not.toHaveBeenCalled();
      logado = true;
      emitir('registration', { value: 'renovado' });
      expect(d.chamar).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ coddao: 320 }),
        [plataforma, 'renovado'],
        undefined,
        { loader: false },
      );
      await push.encerrar();
    },
  );

  it('encerrar removes every listener', async () => {
    usarPlataforma('android');
    const d = deps();
    const push = await iniciarPush(d);
    await push.encerrar();
    emitir('registration', { value: 't' });
    emitir('pushNotificationActionPerformed', {});
    expect(d.chamar).not.toHaveBeenCalled();
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('on the web is inert: no plugin, no API call', async () => {
    usarPlataforma('web');
    const d = deps();
    const push = await iniciarPush(d);
    await expect(push.registrar()).resolves.toBe('web');
    await push.encerrar();
    expect(PushNotifications.addListener).not.toHaveBeenCalled();
    expect(PushNotifications.checkPermissions).not.toHaveBeenCalled();
    expect(PushNotifications.register).not.toHaveBeenCalled();
    expect(d.chamar).not.toHaveBeenCalled();
  });
});
