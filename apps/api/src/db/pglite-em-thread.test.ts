import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bancoIndisponivel } from './banco-indisponivel.ts';
import type { Database } from './database.ts';
import { violaUnico } from './erro-sql.ts';
import { openDatabase } from './open-database.ts';
import { aquecerPglite, PgliteEmThread } from './pglite-em-thread.ts';
import { rowsOf } from './rows.ts';

describe('PGlite on its own thread, as drizzle sees it', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'memory' });
    await database.db.execute(
      sql`CREATE TABLE t (k text PRIMARY KEY, n int, em timestamptz DEFAULT now(), ordem serial)`,
    );
  });
  afterAll(() => database.close());
  const contar = async () =>
    Number(rowsOf<{ n: string }>(await database.db.execute(sql`SELECT count(*) AS n FROM t`))[0]?.n);

  it('answers statements with their rows, parameters bound, dates kept as Postgres wrote them', async () => {
    const linhas = rowsOf<{ k: string; n: number; em: string }>(
      await database.db.execute(sql`INSERT INTO t (k, n) VALUES (${'a'}, ${1}) RETURNING k, n, em`),
    );
    expect(linhas).toMatchObject([{ k: 'a', n: 1 }]);
    expect(typeof linhas[0]?.em).toBe('string');
  });

  it('commits a transaction, and rolls it back (savepoints included) when its body throws', async () => {
    const antes = await contar();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO t (k) VALUES ('b')`);
      await tx
        .transaction(async (interna) => {
          await interna.execute(sql`INSERT INTO t (k) VALUES ('c')`);
          throw new Error('desfaz só a interna');
        })
        .catch(() => {});
    });
    expect(await contar()).toBe(antes + 1);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO t (k) VALUES ('d')`);
        throw new Error('desfaz tudo');
      }),
    ).rejects.toThrow('desfaz tudo');
    expect(await contar()).toBe(antes + 1);
  });

  it("keeps the database error's SQLSTATE, which the operations read", async () => {
    const erro = await database.db.execute(sql`INSERT INTO t (k) VALUES ('a')`).catch((e: unknown) => e);
    expect(violaUnico(erro)).toBe(true);
  });

  it('runs statements sent during a transaction after it, as PGlite does, and many at once in order', async () => {
    let liberar = () => {};
    const segura = new Promise<void>((r) => {
      liberar = r;
    });
    const transacao = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO t (k) VALUES ('e')`);
      await segura;
    });
    await new Promise((r) => setTimeout(r, 20));
    const fora = database.db.execute(sql`SELECT count(*) AS n FROM t WHERE k = 'e'`);
    liberar();
    await transacao;
    expect(Number(rowsOf<{ n: number | string }>(await fora)[0]?.n)).toBe(1);
    const varias = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        database.db.execute(sql`INSERT INTO t (k, n) VALUES (${`m${i}`}, ${i})`),
      ),
    );
    expect(varias).toHaveLength(50);
    const ns = rowsOf<{ n: number }>(
      await database.db.execute(sql`SELECT n FROM t WHERE k LIKE 'm%' ORDER BY ordem`),
    );
    expect(ns.map((l) => l.n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  const preparadas = async (texto: string) =>
    rowsOf<{ n: string }>(
      await database.db.execute(
        sql`SELECT count(*) AS n FROM pg_prepared_statements WHERE statement = ${texto}`,
      ),
    )[0]?.n;

  it('prepares a statement once, by its text, and runs it again with other values', async () => {
    const dobro = (v: number) => database.db.execute(sql`SELECT ${v}::int * 2 AS dobro`);
    const respostas = [];
    for (const v of [1, 2, 3]) respostas.push(rowsOf<{ dobro: number }>(await dobro(v))[0]?.dobro);
    expect(respostas).toEqual([2, 4, 6]);
    expect(Number(await preparadas('SELECT $1::int * 2 AS dobro'))).toBe(1);
  });

  it('keeps at most 500 prepared, so statements with inline values cannot grow them without end', async () => {
    for (let i = 0; i < 520; i++) await database.db.execute(sql.raw(`SELECT ${i} AS n`));
    const total = rowsOf<{ n: string }>(
      await database.db.execute(sql`SELECT count(*) AS n FROM pg_prepared_statements`),
    )[0]?.n;
    expect(Number(total)).toBeLessThanOrEqual(500);
    expect(rowsOf<{ n: number }>(await database.db.execute(sql.raw('SELECT 519 AS n')))[0]?.n).toBe(519);
  });

  it('runs a statement prepared before its table changed shape with the new shape', async () => {
    await database.db.execute(sql`CREATE TABLE forma (a int)`);
    await database.db.execute(sql`INSERT INTO forma VALUES (1)`);
    const ler = () => database.db.execute(sql`SELECT * FROM forma`);
    expect(rowsOf(await ler())).toEqual([{ a: 1 }]);
    await database.db.execute(sql`ALTER TABLE forma ADD COLUMN b int DEFAULT 2`);
    expect(rowsOf(await ler())).toEqual([{ a: 1, b: 2 }]);
    expect(rowsOf(await ler())).toEqual([{ a: 1, b: 2 }]);
    // The old statement was closed in Postgres, not only forgotten here.
    expect(Number(await preparadas('SELECT * FROM forma'))).toBe(1);
  });

  it('inside a transaction, fails such a statement (the transaction is aborted) and prepares it anew after', async () => {
    await database.db.execute(sql`CREATE TABLE forma2 (a int)`);
    const ler = (db: Pick<Database['db'], 'execute'>) => db.execute(sql`SELECT * FROM forma2`);
    await ler(database.db);
    await database.db.execute(sql`ALTER TABLE forma2 ADD COLUMN b int`);
    await expect(database.db.transaction((tx) => ler(tx))).rejects.toThrow();
    await database.db.execute(sql`INSERT INTO forma2 VALUES (1, 2)`);
    expect(rowsOf(await ler(database.db))).toEqual([{ a: 1, b: 2 }]);
    expect(Number(await preparadas('SELECT * FROM forma2'))).toBe(1);
  });
});

describe('the thread itself', () => {
  const threadDe = (banco: PgliteEmThread) => (banco as unknown as { thread: Worker }).thread;

  it('fails what was pending as an outage when the thread dies; an in-memory cluster stays gone', async () => {
    const banco = await PgliteEmThread.abrir(null, {});
    const lenta = banco.query('SELECT pg_sleep(1)');
    await threadDe(banco).terminate();
    const erro = await lenta.catch((e: unknown) => e);
    expect(bancoIndisponivel(erro)).toBe(true);
    expect(bancoIndisponivel(await banco.query('SELECT 1').catch((e: unknown) => e))).toBe(true);
  });

  it('reopens a cluster on disk on a new thread, with what was committed before the death', async () => {
    const pasta = mkdtempSync(join(tmpdir(), 'portal-pglite-'));
    const banco = await PgliteEmThread.abrir(pasta, {});
    try {
      await banco.query('CREATE TABLE t (n int)');
      await banco.query('INSERT INTO t VALUES (1)');
      const lenta = banco.query('SELECT pg_sleep(1)');
      await threadDe(banco).terminate();
      expect(bancoIndisponivel(await lenta.catch((e: unknown) => e))).toBe(true);
      expect((await banco.query<{ n: number }>('SELECT n FROM t')).rows).toEqual([{ n: 1 }]);
    } finally {
      await banco.close();
      rmSync(pasta, { recursive: true, force: true });
    }
  });

  it('hears NOTIFY at commit, never after a rollback, and listens again on a thread that replaced a dead one', async () => {
    const pasta = mkdtempSync(join(tmpdir(), 'portal-pglite-'));
    const banco = await PgliteEmThread.abrir(pasta, {});
    const ouvidos: string[] = [];
    let reaberto = false;
    try {
      await banco.escutar(['canal_teste'], {
        aoNotificar: (canal, payload) => ouvidos.push(`${canal}:${payload}`),
        aoReabrir: () => {
          reaberto = true;
        },
      });
      await banco.transaction(async (tx) => {
        await tx.query("SELECT pg_notify('canal_teste', 'um')");
        // Not before the commit.
        expect(ouvidos).toEqual([]);
      });
      expect(ouvidos).toEqual(['canal_teste:um']);
      await banco
        .transaction(async (tx) => {
          await tx.query("SELECT pg_notify('canal_teste', 'desfeito')");
          throw new Error('rollback');
        })
        .catch(() => {});
      await threadDe(banco).terminate();
      await banco.query('SELECT 1');
      await expect.poll(() => reaberto).toBe(true);
      await banco.query("SELECT pg_notify('canal_teste', 'dois')");
      expect(ouvidos).toEqual(['canal_teste:um', 'canal_teste:dois']);
    } finally {
      await banco.close();
      rmSync(pasta, { recursive: true, force: true });
    }
  });

  it('ends its thread on close, so a script that opened it can exit', async () => {
    const banco = await PgliteEmThread.abrir(null, {});
    expect((await banco.query<{ um: number }>('SELECT 1 AS um')).rows).toEqual([{ um: 1 }]);
    const thread = threadDe(banco);
    const saiu = new Promise((r) => thread.once('exit', r));
    await banco.close();
    await saiu;
    // A statement after close is the caller's mistake (500), never an outage (503).
    const erro = await banco.query('SELECT 1').catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(Error);
    expect(bancoIndisponivel(erro)).toBe(false);
  });

  it('started ahead, opens nothing until told which folder, then opens that one', async () => {
    const pasta = mkdtempSync(join(tmpdir(), 'portal-pglite-'));
    try {
      aquecerPglite();
      // Long enough for the thread to have loaded PGlite: the server may still be taking the folder's lock.
      await new Promise((r) => setTimeout(r, 1500));
      expect(readdirSync(pasta)).toEqual([]);
      const banco = await PgliteEmThread.abrir(pasta, {});
      expect((await banco.query<{ um: number }>('SELECT 1 AS um')).rows).toEqual([{ um: 1 }]);
      await banco.close();
      expect(existsSync(join(pasta, 'PG_VERSION'))).toBe(true);
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
  });

  it('started ahead and never used (a bad setting, PostgreSQL), keeps no process alive', () => {
    const pasta = mkdtempSync(join(tmpdir(), 'portal-aquecida-'));
    const script = join(pasta, 'aquecer.mjs');
    const modulo = new URL('./pglite-em-thread.ts', import.meta.url).href;
    writeFileSync(script, `(await import(${JSON.stringify(modulo)})).aquecerPglite();\n`);
    try {
      const inicio = performance.now();
      const filho = spawnSync(process.execPath, ['--import', 'tsx', script], {
        timeout: 20_000,
        encoding: 'utf8',
      });
      expect(filho.error).toBeUndefined();
      expect(filho.stderr).toBe('');
      expect(filho.status).toBe(0);
      expect(performance.now() - inicio).toBeLessThan(10_000);
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
  });

  it('opening, takes statements at once and answers them once open; closed meanwhile, shuts Postgres down', async () => {
    const pasta = mkdtempSync(join(tmpdir(), 'portal-abrindo-'));
    try {
      const banco = PgliteEmThread.abrindo(pasta, {});
      const resposta = banco.query<{ um: number }>('SELECT 1 AS um');
      await banco.aberto();
      expect((await resposta).rows).toEqual([{ um: 1 }]);
      await banco.close();

      // pg_control's DBState (after its 8-byte system id and two 4-byte versions): 1 is "shut down", 6 "in
      // production" — what a thread ended under Postgres leaves, and the next start then recovers from its WAL.
      const estado = () => readFileSync(join(pasta, 'global/pg_control')).readUInt32LE(16);
      const outro = PgliteEmThread.abrindo(pasta, {});
      await new Promise((r) => setTimeout(r, 50));
      await outro.close();
      expect(estado()).toBe(1);
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
  });

  it('opening a folder it cannot open, says why through `aberto` and every statement', async () => {
    const pasta = mkdtempSync(join(tmpdir(), 'portal-abrindo-'));
    // A file where the cluster's folder should be: Postgres cannot start there.
    const arquivo = join(pasta, 'nao-e-pasta');
    writeFileSync(arquivo, 'x');
    try {
      const banco = PgliteEmThread.abrindo(arquivo, {});
      const resposta = banco.query('SELECT 1');
      await expect(banco.aberto()).rejects.toThrow();
      await expect(resposta).rejects.toThrow();
      await banco.close();
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
  });
});
