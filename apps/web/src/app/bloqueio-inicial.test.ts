import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../lib/storage.ts';
import { CHAVE_DESBLOQUEIO } from '../platform/biometria.ts';
import { usarPlataforma } from '../platform/test-plataforma.ts';
import { podePintarAntesDoBloqueio } from './bloqueio-inicial.ts';

const ana = { usuario: { codpessoa: 7 } } as never;

afterEach(async () => {
  vi.restoreAllMocks();
  await storage.remove(CHAVE_DESBLOQUEIO);
});

describe('the saved home painted at start-up, and the biometric lock (issue 14)', () => {
  it('paints on the web, where there is no lock', async () => {
    usarPlataforma('web');
    await storage.set(CHAVE_DESBLOQUEIO, '7');
    expect(await podePintarAntesDoBloqueio(ana)).toBe(true);
  });

  it.each(['android', 'ios'] as const)(
    'on %s paints nothing before the lock of the person who turned it on',
    async (p) => {
      usarPlataforma(p);
      expect(await podePintarAntesDoBloqueio(ana)).toBe(true);
      await storage.set(CHAVE_DESBLOQUEIO, '7');
      expect(await podePintarAntesDoBloqueio(ana)).toBe(false);
      // Someone else's unlock on this device does not hide this person's home.
      expect(await podePintarAntesDoBloqueio({ usuario: { codpessoa: 8 } } as never)).toBe(true);
    },
  );
});
