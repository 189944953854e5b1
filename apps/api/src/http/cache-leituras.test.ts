import { afterEach, describe, expect, it } from 'vitest';
import type { Avisos } from '../db/avisos.ts';
import type { Executor } from '../db/database.ts';
import { adiarAnuncios, anunciar, CANAL_MUDANCAS } from '../mudancas/anunciar.ts';
import { CacheLeituras, MAXIMO_CARACTERES } from './cache-leituras.ts';

type Assinatura = { aoNotificar: (payload: string) => void; aoConectar?: () => void };

/** The channel as the cache hears it: the test plays PostgreSQL's NOTIFY and reconnections. */
function canal() {
  const assinaturas: Assinatura[] = [];
  const avisos = {
    assinar: (nome: string, a: Assinatura) => {
      if (nome === CANAL_MUDANCAS) assinaturas.push(a);
    },
  } as unknown as Avisos;
  return {
    avisos,
    notificar: (t: string[], p: number[] | null) => {
      for (const a of assinaturas) a.aoNotificar(JSON.stringify({ t, p }));
    },
    reconectar: () => {
      for (const a of assinaturas) a.aoConectar?.();
    },
  };
}

/**
 * A write's transaction as an idempotent write has it: its announcements kept for the key's closing statement
 * (mudancas/anunciar.ts's adiarAnuncios), so they reach this process's listeners at once and send nothing here.
 */
function transacao(): Executor {
  const tx = {} as Executor;
  adiarAnuncios(tx);
  return tx;
}

describe('the read cache (http/cache-leituras.ts)', () => {
  let cache: CacheLeituras | undefined;
  afterEach(() => cache?.fechar());

  function novo() {
    const c = canal();
    cache = new CacheLeituras(c.avisos);
    return { ...c, cache };
  }

  let contador = 0;
  const calcular = () => Promise.resolve({ n: ++contador });

  it('serves the kept answer until a write concerns that person; another person’s write leaves it', async () => {
    const { cache, notificar } = novo();
    const de1 = await cache.obter('a', ['cobrancas'], 1, calcular);
    const de2 = await cache.obter('b', ['cobrancas'], 2, calcular);
    expect(await cache.obter('a', ['cobrancas'], 1, calcular)).toBe(de1);
    notificar(['cobrancas'], [2]);
    expect(await cache.obter('a', ['cobrancas'], 1, calcular)).toBe(de1);
    expect(await cache.obter('b', ['cobrancas'], 2, calcular)).not.toBe(de2);
    notificar(['eventos'], [1]);
    expect(await cache.obter('a', ['cobrancas'], 1, calcular)).toBe(de1);
  });

  it('a change for everyone makes every answer of that topic stale', async () => {
    const { cache, notificar } = novo();
    const de1 = await cache.obter('a', ['documentos'], 1, calcular);
    const publico = await cache.obter('p', ['documentos'], null, calcular);
    notificar(['documentos'], null);
    expect(await cache.obter('a', ['documentos'], 1, calcular)).not.toBe(de1);
    expect(await cache.obter('p', ['documentos'], null, calcular)).not.toBe(publico);
  });

  it("this process's write is heard as it announces, before its commit's NOTIFY comes back", async () => {
    const { cache } = novo();
    const antes = await cache.obter('a', ['cobrancas'], 7, calcular);
    await anunciar(transacao(), ['cobrancas'], [7]);
    expect(await cache.obter('a', ['cobrancas'], 7, calcular)).not.toBe(antes);
  });

  it('an answer computed while a write announced is served once and not kept', async () => {
    const { cache, notificar } = novo();
    const durante = await cache.obter('a', ['cantina'], 3, async () => {
      notificar(['cantina'], [3]);
      return { n: ++contador };
    });
    expect(await cache.obter('a', ['cantina'], 3, calcular)).not.toBe(durante);
  });

  it("an answer computed after this process's write announced, before its commit, is not kept", async () => {
    const { cache, notificar } = novo();
    // The write announces (in its transaction); a read meanwhile sees the rows before the commit.
    await anunciar(transacao(), ['modulos'], [5]);
    const antesDoCommit = await cache.obter('a', ['modulos'], 5, calcular);
    // Another person's answers are kept as usual.
    const outra = await cache.obter('b', ['modulos'], 6, calcular);
    expect(await cache.obter('b', ['modulos'], 6, calcular)).toBe(outra);
    // The commit's NOTIFY has not come back: the read is computed again (the commit may have happened).
    expect(await cache.obter('a', ['modulos'], 5, calcular)).not.toBe(antesDoCommit);
    notificar(['modulos'], [5]);
    const depois = await cache.obter('a', ['modulos'], 5, calcular);
    expect(await cache.obter('a', ['modulos'], 5, calcular)).toBe(depois);
  });

  it('a reconnection of the channel (NOTIFYs may have been missed) makes everything stale', async () => {
    const { cache, reconectar } = novo();
    const antes = await cache.obter('a', ['modulos'], 1, calcular);
    reconectar();
    expect(await cache.obter('a', ['modulos'], 1, calcular)).not.toBe(antes);
  });

  it('expires an answer after 30 s whatever was announced (time moves statuses: an overdue charge)', async () => {
    const { cache } = novo();
    const antes = await cache.obter('a', ['cobrancas'], 1, calcular, 0);
    expect(await cache.obter('a', ['cobrancas'], 1, calcular, 29_999)).toBe(antes);
    expect(await cache.obter('a', ['cobrancas'], 1, calcular, 30_000)).not.toBe(antes);
  });

  it('keeps at most MAXIMO_CARACTERES of answers, the least recently served going first', async () => {
    const { cache } = novo();
    const grande = 'x'.repeat(MAXIMO_CARACTERES / 20);
    const primeira = await cache.obter('0', ['cobrancas'], 1, () => Promise.resolve(`${grande}0`));
    for (let i = 1; i < 40; i++) {
      await cache.obter(String(i), ['cobrancas'], 1, () => Promise.resolve(`${grande}${i}`));
      // The first answer is read again every time: it stays.
      expect(await cache.obter('0', ['cobrancas'], 1, calcular)).toBe(primeira);
    }
    const { respostas, caracteres } = cache.tamanho();
    expect(caracteres).toBeLessThanOrEqual(MAXIMO_CARACTERES);
    expect(respostas).toBeLessThan(40);
    // The second answer was never read again: it went first.
    expect(await cache.obter('1', ['cobrancas'], 1, calcular)).not.toContain('xxx');
  });
});
