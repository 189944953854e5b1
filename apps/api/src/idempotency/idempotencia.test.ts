import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, databaseKinds } from '../../test/helper.ts';
import type { Database, Tx } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { idempotencia } from '../db/schema.ts';
import { Idempotencia, TENTATIVAS } from './idempotencia.ts';

/** PostgreSQL itself ends the transaction with `codigo`, as it does a deadlock's victim. */
const falharCom = (tx: Tx, codigo: string) =>
  tx.execute(sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'transação desfeita' USING ERRCODE = '${codigo}'; END $$`));

describe.each(databaseKinds())('a write PostgreSQL asks to run again, on %s', (kind) => {
  let banco: Database;
  let remover = async () => {};
  beforeAll(async () => {
    if (kind === 'pglite') banco = await openDatabase({ kind: 'memory' });
    else {
      const criado = await createPostgresDatabase();
      remover = criado.drop;
      banco = await openDatabase({ kind: 'postgres', url: criado.url });
    }
  });
  afterAll(async () => {
    await banco?.close();
    await remover();
  });

  const idem = new Idempotencia(() => new Date('2026-11-01T12:00:00Z'));
  const chamada = (chave: string) => ({ codpessoa: 1, chave, coddao: 483, digest: 'd' });
  const claims = async (chave: string) =>
    banco.db
      .select()
      .from(idempotencia)
      .where(and(eq(idempotencia.codpessoa, 1), eq(idempotencia.chave, chave)));

  it.each(['40P01', '40001'])(
    'runs again after %s (rolled back, claim included) and answers once',
    async (codigo) => {
      let vezes = 0;
      const resposta = await idem.executar(banco.db, chamada(`repete-${codigo}`), async (tx) => {
        vezes++;
        if (vezes === 1) await falharCom(tx, codigo);
        return { vezes };
      });
      expect(resposta).toEqual({ corpo: JSON.stringify({ vezes: 2 }), replay: false });
      expect(await claims(`repete-${codigo}`)).toMatchObject([{ status: 200, corpo: '{"vezes":2}' }]);
    },
  );

  it(`gives up after ${TENTATIVAS} attempts, leaving no claim behind`, async () => {
    let vezes = 0;
    const falha = idem.executar(banco.db, chamada('sempre'), async (tx) => {
      vezes++;
      await falharCom(tx, '40P01');
    });
    await expect(falha).rejects.toThrow();
    expect(vezes).toBe(TENTATIVAS);
    expect(await claims('sempre')).toEqual([]);
  });

  it('does not run again after any other error', async () => {
    let vezes = 0;
    const falha = idem.executar(banco.db, chamada('outra'), async (tx) => {
      vezes++;
      await falharCom(tx, '23505');
    });
    await expect(falha).rejects.toThrow();
    expect(vezes).toBe(1);
  });
});
