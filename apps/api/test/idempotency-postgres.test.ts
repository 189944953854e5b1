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

    it("waits for another process's uncommitted key: replays it when it commits, writes when it rolls back", async () => {
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
      const pedido = (chave: string) =>
        a.inject({
          method: 'POST',
          url: '/api/V4',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': chave },
          payload: { coddao: 94, parametros: ['W1'], conteudo: cadastroValido() },
        });
      const contar = async () =>
        (
          await bancos[0]?.db
            .select()
            .from(cadastroPessoa)
            .where(eq(cadastroPessoa.codpessoa, PESSOA.gabriela))
        )?.length;
      const antes = await contar();
      // The other process's twin holds the key, written and not yet committed, while this one runs its effect.
      for (const fim of ['COMMIT', 'ROLLBACK'] as const) {
        const chave = `segurada-${fim}`;
        const outro = new pg.Client({ connectionString: created.url });
        await outro.connect();
        try {
          await outro.query('BEGIN');
          await outro.query(
            `INSERT INTO idempotencia (codpessoa, chave, coddao, digest, status, corpo, criado_em)
             VALUES ($1, $2, 94, 'outro', 200, '{}', now())`,
            [PESSOA.gabriela, chave],
          );
          let respondida = false;
          const res = pedido(chave).then((r) => {
            respondida = true;
            return r;
          });
          // The write waits on the key's row (pg_locks shows it) and is not answered before the twin ends.
          await expect
            .poll(
              async () =>
                (await outro.query(`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted`)).rows[0].n,
            )
            .toBeGreaterThan(0);
          expect(respondida).toBe(false);
          await outro.query(fim);
          const r = await res;
          if (fim === 'COMMIT') {
            // The twin's key stands: its payload was another, so this one is refused (422) and kept nothing.
            expect(r.statusCode).toBe(422);
            expect(await contar()).toBe(antes);
          } else {
            expect(r.statusCode).toBe(200);
            expect(await contar()).toBe((antes ?? 0) + 1);
          }
        } finally {
          await outro.end();
        }
      }
    });
  },
);
