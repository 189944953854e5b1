import { MENSAGENS } from '@portal/core';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { cadastroPessoa } from '../src/db/schema/index.ts';
import { seedDatabase } from '../src/db/seed/seed.ts';
import { PESSOA } from '../src/seed-data/index.ts';
import { CPF, cadastroValido } from './fixtures.ts';
import { createPostgresDatabase, PASSWORD_SECRET, testSettings } from './helper.ts';

/** Two API instances, each with its own pool, on one PostgreSQL database: the key must hold across them. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'idempotency across two processes on PostgreSQL',
  () => {
    let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let bancos: Database[];
    let apps: Awaited<ReturnType<typeof buildApp>>[];
    const jwtSecret = new Uint8Array(32).fill(7);

    beforeAll(async () => {
      created = await createPostgresDatabase();
      // both "processes" migrate and seed at once: the advisory lock must make that safe
      bancos = await Promise.all(
        [1, 2].map(() =>
          openDatabase({ kind: 'postgres', url: created.url }, async (db) => {
            await seedDatabase(db, PASSWORD_SECRET);
          }),
        ),
      );
      apps = await Promise.all(
        bancos.map((database) => buildApp({ settings: testSettings({ jwtSecret }), database })),
      );
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const b of bancos) await b.close();
      await created.drop();
    });

    it('stores one registration for concurrent duplicates, answering 409 or the same replay', async () => {
      const { hashPassword } = await import('@portal/core');
      const [a, b] = apps;
      if (!a || !b) throw new Error('apps ausentes');
      const login = await a.inject({
        method: 'POST',
        url: '/api/V4',
        payload: {
          coddao: 16,
          parametros: ['W1', CPF.henrique, await hashPassword('demo1234', PASSWORD_SECRET)],
        },
      });
      const token = login.json().conteudo.token as string;
      const pedido = (app: typeof a) =>
        app.inject({
          method: 'POST',
          url: '/api/V4',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'dois-processos' },
          payload: { coddao: 94, parametros: ['W1'], conteudo: cadastroValido() },
        });
      const [ra, rb] = await Promise.all([pedido(a), pedido(b)]);
      const status = [ra.statusCode, rb.statusCode].sort();
      expect([
        [200, 200],
        [200, 409],
      ]).toContainEqual(status);
      if (status[1] === 200) expect(ra.body).toBe(rb.body);
      const replay = await pedido(b);
      expect(replay.statusCode).toBe(200);
      expect(replay.body).toBe(ra.statusCode === 200 ? ra.body : rb.body);
      const db = bancos[0]?.db;
      if (!db) throw new Error('banco ausente');
      const linhas = await db
        .select()
        .from(cadastroPessoa)
        .where(eq(cadastroPessoa.codpessoa, PESSOA.henrique));
      expect(linhas).toHaveLength(1);
    });

    it('answers 409 while another process holds the uncommitted claim of the key', async () => {
      const { hashPassword } = await import('@portal/core');
      const [a] = apps;
      if (!a) throw new Error('app ausente');
      const login = await a.inject({
        method: 'POST',
        url: '/api/V4',
        payload: {
          coddao: 16,
          parametros: ['W1', CPF.gabriela, await hashPassword('demo1234', PASSWORD_SECRET)],
        },
      });
      const token = login.json().conteudo.token as string;
      const outro = new pg.Client({ connectionString: created.url });
      await outro.connect();
      try {
        await outro.query('BEGIN');
        await outro.query(
          `INSERT INTO idempotencia (codpessoa, chave, coddao, digest, criado_em) VALUES ($1, 'segurada', 94, 'x', now())`,
          [PESSOA.gabriela],
        );
        const res = await a.inject({
          method: 'POST',
          url: '/api/V4',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'segurada' },
          payload: { coddao: 94, parametros: ['W1'], conteudo: cadastroValido() },
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().conteudo.mensagem).toBe(MENSAGENS.requisicaoDuplicada);
      } finally {
        await outro.query('ROLLBACK');
        await outro.end();
      }
    });
  },
);
