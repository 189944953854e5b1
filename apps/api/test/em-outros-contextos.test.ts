import { hashPassword, LISTAS_COBRANCA, normalizeMenuRoute } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { EMPRESA, PESSOA } from '../src/seed-data/index.ts';
import { contextoPara, executar } from './contexto.ts';
import { buildTestApp, freshDatabase, PASSWORD_SECRET } from './helper.ts';

/**
 * Issue 28: 18 of the administrator's lists were only "Nenhum dado encontrado." in his default company, with no
 * hint that another of his companies has them. An empty list now names where its rows are.
 */
describe('an empty list names the other contexts that have its rows', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  const contexto = (empresa: number) => contextoPara(database, PESSOA.admin, `${empresa};;;;`);

  it('the administrator in the school: the accounting lists point at Exatus', async () => {
    const ctx = await contexto(EMPRESA.colegioHorizonte);
    const r = (await executar(ctx, 300, ['W1', 'contabilidade', 'balancetes'])) as {
      total: number;
      emOutrosContextos?: { codempresa?: number; nome: string; total: number }[];
    };
    expect(r.total).toBe(0);
    expect(r.emOutrosContextos).toEqual([
      expect.objectContaining({ codempresa: EMPRESA.exatus, nome: expect.stringContaining('Exatus') }),
    ]);
    expect(r.emOutrosContextos?.[0]?.total).toBeGreaterThan(0);
  });

  it('in the company that has them, the list answers its rows and no hint', async () => {
    const ctx = await contexto(EMPRESA.exatus);
    const r = (await executar(ctx, 300, ['W1', 'contabilidade', 'balancetes'])) as {
      total: number;
      emOutrosContextos?: unknown;
    };
    expect(r.total).toBeGreaterThan(0);
    expect(r).not.toHaveProperty('emOutrosContextos');
  });

  it('a search that finds nothing is not an empty list: no hint', async () => {
    const ctx = await contexto(EMPRESA.colegioHorizonte);
    const r = (await executar(ctx, 300, ['W1', 'contabilidade', 'balancetes', 1, 20, 'zzz'])) as object;
    expect(r).not.toHaveProperty('emOutrosContextos');
  });

  it('never names a place the person does not own', async () => {
    // Ana owns neither the accounting firm nor the condominiums: her empty lists name nothing.
    const ctx = await contextoPara(database, PESSOA.ana);
    for (const [modulo, lista] of [
      ['contabilidade', 'balancetes'],
      ['condominio', 'inadimplencia'],
    ]) {
      const r = (await executar(ctx, 300, ['W1', modulo, lista])) as {
        total: number;
        emOutrosContextos?: unknown;
      };
      expect(r.total).toBe(0);
      expect(r).not.toHaveProperty('emOutrosContextos');
    }
  });

  it('an empty charge list (coddao 500) names them too: CAFIM fees from the school', async () => {
    const ctx = await contexto(EMPRESA.colegioHorizonte);
    const r = (await executar(ctx, 500, ['W1', 'cafim', 'mensalidades'])) as {
      total: number;
      emOutrosContextos?: { codempresa?: number }[];
    };
    expect(r.total).toBe(0);
    expect(r.emOutrosContextos?.map((l) => l.codempresa)).toEqual([EMPRESA.cafim]);
    const ali = (await executar(await contexto(EMPRESA.cafim), 500, [
      'W1',
      'cafim',
      'mensalidades',
    ])) as object;
    expect(ali).not.toHaveProperty('emOutrosContextos');
  });

  it('no list of the administrator’s menu is empty without saying where its rows are', async () => {
    const t = await buildTestApp();
    try {
      const login = await t.callV4(16, [
        'W1',
        '12345678909',
        await hashPassword('demo1234', PASSWORD_SECRET),
      ]);
      const { token, menus } = login.body.conteudo;
      const rotas = [
        ...new Set<string>(
          menus.flatMap((g: { menus: { rota: string }[] }) => g.menus.map((m) => normalizeMenuRoute(m.rota))),
        ),
      ].filter((r) => !r.startsWith('/doc/') && r.split('/').length === 3);
      const mudos: string[] = [];
      for (const rota of rotas) {
        const [, modulo, lista] = rota.split('/');
        const cobrancas = (LISTAS_COBRANCA as readonly string[]).includes(`${modulo}/${lista}`);
        const r = await t.callV4(cobrancas ? 500 : 300, ['W1', modulo, lista], { token });
        if (r.status !== 200) continue;
        const { total, emOutrosContextos } = r.body.conteudo;
        if (total === 0 && !emOutrosContextos?.length) mudos.push(rota);
      }
      expect(rotas.length).toBeGreaterThan(40);
      expect(mudos).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
