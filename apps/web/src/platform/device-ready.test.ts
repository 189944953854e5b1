import { App } from '@capacitor/app';
import { Device } from '@capacitor/device';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aguardarDispositivo } from './device-ready.ts';
import { usarPlataforma } from './test-plataforma.ts';

vi.mock('@capacitor/app', () => ({ App: { getInfo: vi.fn() } }));
vi.mock('@capacitor/device', () => ({ Device: { getInfo: vi.fn(), getId: vi.fn() } }));

const APP = { id: 'br.com.portal.app', name: 'Portal', build: '12', version: '1.2.0' };
const DEVICE = { model: 'Pixel 8', operatingSystem: 'android', osVersion: '15', platform: 'android' };

function respondendo() {
  vi.mocked(App.getInfo).mockResolvedValue(APP);
  vi.mocked(Device.getInfo).mockResolvedValue(DEVICE as Awaited<ReturnType<typeof Device.getInfo>>);
  vi.mocked(Device.getId).mockResolvedValue({ identifier: 'abc-123' });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.resetAllMocks();
});

describe('aguardarDispositivo', () => {
  it.each(['android', 'ios'] as const)(
    'on %s returns app and device info, without a warning',
    async (plataforma) => {
      usarPlataforma(plataforma);
      respondendo();
      const aviso = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await expect(aguardarDispositivo()).resolves.toEqual({
        appId: 'br.com.portal.app',
        build: '12',
        versao: '1.2.0',
        dispositivoId: 'abc-123',
        modelo: 'Pixel 8',
        sistema: 'android',
        versaoSistema: '15',
      });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(aviso).not.toHaveBeenCalled();
    },
  );

  it.each(['android', 'ios'] as const)(
    'on %s warns once at 5000 ms while the plugins stay silent, and keeps waiting',
    async (plataforma) => {
      usarPlataforma(plataforma);
      let responder: (info: typeof APP) => void = () => {};
      vi.mocked(App.getInfo).mockReturnValue(new Promise((r) => (responder = r)));
      vi.mocked(Device.getInfo).mockResolvedValue(DEVICE as Awaited<ReturnType<typeof Device.getInfo>>);
      vi.mocked(Device.getId).mockResolvedValue({ identifier: 'abc-123' });
      const aviso = vi.spyOn(console, 'warn').mockImplementation(() => {});
      let info: unknown = 'pendente';
      const espera = aguardarDispositivo().then((i) => (info = i));

      await vi.advanceTimersByTimeAsync(4999);
      expect(aviso).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(aviso).toHaveBeenCalledTimes(1);
      expect(aviso).toHaveBeenCalledWith('Os plugins nativos não ficaram prontos em 5000 ms.');
      expect(info).toBe('pendente');

      responder(APP);
      await espera;
      expect(info).toMatchObject({ build: '12', dispositivoId: 'abc-123' });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(aviso).toHaveBeenCalledTimes(1);
    },
  );

  it('on android a failing plugin rejects (initPlatform logs it) and leaves no pending warning', async () => {
    usarPlataforma('android');
    respondendo();
    vi.mocked(Device.getId).mockRejectedValue(new Error('not implemented'));
    const aviso = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(aguardarDispositivo()).rejects.toThrow('not implemented');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(aviso).not.toHaveBeenCalled();
  });

  it('on the web resolves null at once without asking any plugin or warning', async () => {
    usarPlataforma('web');
    const aviso = vi.spyOn(console, 'warn');
    await expect(aguardarDispositivo()).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(App.getInfo).not.toHaveBeenCalled();
    expect(Device.getInfo).not.toHaveBeenCalled();
    expect(aviso).not.toHaveBeenCalled();
  });
});
