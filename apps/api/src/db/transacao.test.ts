import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, falharCom, freshDatabase } from '../../test/helper.ts';
import type { Database, Tx } from './database.ts';
import { rowsOf } from './rows.ts';
import { emTransacao, TENTATIVAS } from './transacao.ts';

describe.each(databaseKinds())('emTransacao on %s', (kind) => {
  let banco: Database;
  beforeAll(async () => {
    banco = await freshDatabase(kind, false);
    await banco.db.execute(sql`CREATE TABLE tentativa (rotulo text NOT NULL, vez int NOT NULL)`);
  });
  afterAll(() => banco?.close());

  /** Writes (rotulo, attempt) and, while `falhas` lasts, ends the transaction with `codigo`. */
  function trabalho(rotulo: string, codigo: string, falhas: number) {
    let vezes = 0;
    const executar = async (tx: Tx) => {
      vezes++;
      await tx.execute(sql`INSERT INTO tentativa VALUES (${rotulo}, ${vezes})`);
      if (vezes <= falhas) await falharCom(tx, codigo);
      return vezes;
    };
    return { executar, vezes: () => vezes };
  }
  const gravadas = async (rotulo: string) =>
    rowsOf<{ vez: number }>(
      await banco.db.execute(sql`SELECT vez FROM tentativa WHERE rotulo = ${rotulo}`),
    ).map((r) => r.vez);

  it.each(['40P01', '40001'])(
    'runs again after %s; only the attempt that committed is kept',
    async (codigo) => {
      const t = trabalho(`uma-${codigo}`, codigo, 1);
      expect(await emTransacao(banco.db, t.executar)).toBe(2);
      expect(await gravadas(`uma-${codigo}`)).toEqual([2]);
    },
  );

  it(`gives up after ${TENTATIVAS} attempts, with nothing written`, async () => {
    const t = trabalho('sempre', '40P01', Number.POSITIVE_INFINITY);
    await expect(emTransacao(banco.db, t.executar)).rejects.toThrow();
    expect(t.vezes()).toBe(TENTATIVAS);
    expect(await gravadas('sempre')).toEqual([]);
  });

  it('does not run again after any other error', async () => {
    const t = trabalho('outra', '23505', 1);
    await expect(emTransacao(banco.db, t.executar)).rejects.toThrow();
    expect(t.vezes()).toBe(1);
  });

  it('commits the closing statement (sent with the COMMIT) together with the work', async () => {
    const vezes = await emTransacao(
      banco.db,
      async (tx) => {
        await tx.execute(sql`INSERT INTO tentativa VALUES ('fecho', 1)`);
        return 7;
      },
      (tx, resultado) => tx.execute(sql`INSERT INTO tentativa VALUES ('fecho', ${resultado})`),
    );
    expect(vezes).toBe(7);
    expect(await gravadas('fecho')).toEqual([1, 7]);
  });

  it('a closing statement that fails fails the transaction, and the work is rolled back with it', async () => {
    await expect(
      emTransacao(
        banco.db,
        async (tx) => {
          await tx.execute(sql`INSERT INTO tentativa VALUES ('fecho-falho', 1)`);
          return 1;
        },
        (tx) => tx.execute(sql`INSERT INTO tentativa VALUES ('fecho-falho', NULL)`),
      ),
    ).rejects.toThrow();
    expect(await gravadas('fecho-falho')).toEqual([]);
    // The connection (PostgreSQL) or the thread (PGlite) is left ready for the next transaction.
    expect(await emTransacao(banco.db, async () => 1)).toBe(1);
  });

  it('statements sent without waiting run in order, after the BEGIN sent before them', async () => {
    const ordem = await emTransacao(banco.db, async (tx) => {
      await Promise.all(
        [1, 2, 3, 4, 5].map((vez) => tx.execute(sql`INSERT INTO tentativa VALUES ('em-ordem', ${vez})`)),
      );
      return rowsOf<{ vez: number }>(
        await tx.execute(sql`SELECT vez FROM tentativa WHERE rotulo = 'em-ordem' ORDER BY ctid`),
      ).map((r) => r.vez);
    });
    expect(ordem).toEqual([1, 2, 3, 4, 5]);
    expect(await gravadas('em-ordem')).toHaveLength(5);
  });
});
