import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../lib/storage.ts';
import {
  BLOQUEAR_APOS_MS,
  biometriaDisponivel,
  CHAVE_DESBLOQUEIO,
  definirDesbloqueio,
  desbloquear,
  desbloqueioAtivo,
  deveBloquearAoVoltar,
  TEXTOS_BIOMETRIA,
  usarPluginBiometria,
} from './biometria.ts';
import { usarPlataforma } from './test-plataforma.ts';

const plugin = {
  checkBiometry: vi.fn(async () => ({ isAvailable: true })),
  authenticate: vi.fn(async () => {}),
};

beforeEach(async () => {
  usarPluginBiometria(plugin);
  await storage.remove(CHAVE_DESBLOQUEIO);
});
afterEach(() => {
  vi.restoreAllMocks();
  plugin.checkBiometry.mockReset().mockResolvedValue({ isAvailable: true });
  plugin.authenticate.mockReset().mockResolvedValue(undefined);
});

describe('biometric unlock (issue 14)', () => {
  it('does not exist on the web', async () => {
    usarPlataforma('web');
    expect(await biometriaDisponivel()).toBe(false);
    await storage.set(CHAVE_DESBLOQUEIO, '7');
    expect(await desbloqueioAtivo('7')).toBe(false);
    expect(plugin.checkBiometry).not.toHaveBeenCalled();
  });

  it.each(['android', 'ios'] as const)(
    'on %s is available as the plugin says, and off by default',
    async (p) => {
      usarPlataforma(p);
      expect(await biometriaDisponivel()).toBe(true);
      expect(await desbloqueioAtivo('7')).toBe(false);
      plugin.checkBiometry.mockResolvedValue({ isAvailable: false });
      expect(await biometriaDisponivel()).toBe(false);
      plugin.checkBiometry.mockRejectedValue(new Error('sem plugin'));
      expect(await biometriaDisponivel()).toBe(false);
    },
  );

  it('turns on only after a successful check, and only for the person who turned it on', async () => {
    usarPlataforma('android');
    plugin.authenticate.mockRejectedValueOnce(new Error('userCancel'));
    expect(await definirDesbloqueio('7', true)).toBe(false);
    expect(await desbloqueioAtivo('7')).toBe(false);

    expect(await definirDesbloqueio(7, true)).toBe(true);
    expect(plugin.authenticate).toHaveBeenLastCalledWith(TEXTOS_BIOMETRIA);
    expect(await desbloqueioAtivo('7')).toBe(true);
    expect(await desbloqueioAtivo('8')).toBe(false);
    expect(await desbloqueioAtivo(undefined)).toBe(false);

    expect(await definirDesbloqueio('7', false)).toBe(false);
    expect(await desbloqueioAtivo('7')).toBe(false);
  });

  it('asks in Portuguese, allowing the device credential, and says false when refused', async () => {
    usarPlataforma('ios');
    expect(TEXTOS_BIOMETRIA).toMatchObject({ reason: 'Desbloqueie o Portal', cancelTitle: 'Cancelar' });
    expect(TEXTOS_BIOMETRIA.allowDeviceCredential).toBe(true);
    expect(await desbloquear()).toBe(true);
    plugin.authenticate.mockRejectedValueOnce(new Error('authenticationFailed'));
    expect(await desbloquear()).toBe(false);
  });

  it('locks again after 30 s in the background, not sooner', () => {
    expect(BLOQUEAR_APOS_MS).toBe(30_000);
    expect(deveBloquearAoVoltar(null, 100_000)).toBe(false);
    expect(deveBloquearAoVoltar(0, BLOQUEAR_APOS_MS - 1)).toBe(false);
    expect(deveBloquearAoVoltar(0, BLOQUEAR_APOS_MS)).toBe(true);
  });
});
