import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, falharCom, freshDatabase } from '../../test/helper.ts';
import { Avisos } from '../db/avisos.ts';
import { bancoOcupado } from '../db/banco-indisponivel.ts';
import type { Database, Tx } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { idempotencia } from '../db/schema/index.ts';
import { TENTATIVAS } from '../db/transacao.ts';
import { anunciar, CANAL_MUDANCAS } from '../mudancas/anunciar.ts';
import { ErroOperacao } from '../operations/erro-operacao.ts';
import { Idempotencia } from './idempotencia.ts';

describe.each(databaseKinds())('an idempotent write PostgreSQL asks to run again, on %s', (kind) => {
  let banco: Database;
  beforeAll(async () => {
    banco = await freshDatabase(kind, false);
  });
  afterAll(() => banco?.close());

  const idem = new Idempotencia(() => new Date('2026-11-01T12:00:00Z'));
  const chamada = (chave: string) => ({ codpessoa: 1, chave, coddao: 483, digest: 'd' });
  const chaves = async (chave: string) =>
    banco.db
      .select()
      .from(idempotencia)
      .where(and(eq(idempotencia.codpessoa, 1), eq(idempotencia.chave, chave)));

  it('runs again after a deadlock (its key rolled back with it) and is answered once', async () => {
    let vezes = 0;
    const resposta = await idem.executar(banco.db, chamada('repete'), async (tx) => {
      vezes++;
      if (vezes === 1) await falharCom(tx, '40P01');
      return { vezes };
    });
    expect(resposta).toEqual({ corpo: JSON.stringify({ vezes: 2 }), replay: false });
    expect(await chaves('repete')).toMatchObject([{ status: 200, corpo: '{"vezes":2}' }]);
  });

  it(`gives up after ${TENTATIVAS} attempts, leaving no key behind`, async () => {
    let vezes = 0;
    const falha = idem.executar(banco.db, chamada('sempre'), async (tx) => {
      vezes++;
      await falharCom(tx, '40P01');
    });
    await expect(falha).rejects.toThrow();
    expect(vezes).toBe(TENTATIVAS);
    expect(await chaves('sempre')).toEqual([]);
  });

  it('a replay answers the first answer and rolls back what its effect did', async () => {
    await banco.db.execute(sql`CREATE TABLE IF NOT EXISTS efeitos_de_teste (n integer NOT NULL)`);
    const contar = async () =>
      rowsOf<{ n: number }>(await banco.db.execute(sql`SELECT count(*)::int AS n FROM efeitos_de_teste`))[0]
        ?.n;
    let vezes = 0;
    const efeito = async (tx: Tx) => {
      vezes++;
      await tx.execute(sql`INSERT INTO efeitos_de_teste VALUES (${vezes})`);
      if (vezes > 1) throw new ErroOperacao('CONFLITO', 'o segundo efeito falharia');
      return { vezes };
    };
    const primeira = await idem.executar(banco.db, chamada('replay'), efeito);
    const segunda = await idem.executar(banco.db, chamada('replay'), efeito);
    expect(primeira).toEqual({ corpo: '{"vezes":1}', replay: false });
    expect(segunda).toEqual({ corpo: '{"vezes":1}', replay: true });
    expect(vezes).toBe(2);
    expect(await contar()).toBe(1);
    const outra = idem.executar(banco.db, { ...chamada('replay'), digest: 'outro' }, efeito);
    await expect(outra).rejects.toMatchObject({ codigo: 'CHAVE_REUTILIZADA' });
    expect(await contar()).toBe(1);
  });

  it("sends the effect's announcements and the route's with the answer, at commit; a replay or a failure sends none", async () => {
    const ouvidos: string[] = [];
    const avisos = new Avisos(banco);
    avisos.assinar(CANAL_MUDANCAS, { aoNotificar: (p) => ouvidos.push(p), aoConectar: () => {} });
    await avisos.iniciar();
    try {
      const efeito = async (tx: Tx) => {
        await anunciar(tx, ['eventos'], 'todos');
        await anunciar(tx, ['recados'], [7]);
        return {};
      };
      const rota = (tx: Tx) => anunciar(tx, ['cobrancas'], [1]);
      await idem.executar(banco.db, chamada('anuncios'), efeito, rota);
      await idem.executar(banco.db, chamada('anuncios'), efeito, rota);
      const falha = idem.executar(banco.db, chamada('anuncios-falha'), async (tx) => {
        await anunciar(tx, ['cantina'], [1]);
        throw new ErroOperacao('CONFLITO', 'falhou');
      });
      await expect(falha).rejects.toBeInstanceOf(ErroOperacao);
      await anunciar(banco.db, ['documentos'], 'todos');
      await expect.poll(() => ouvidos.length, { timeout: 5000 }).toBe(4);
      expect(ouvidos.map((p) => JSON.parse(p))).toEqual([
        { t: ['eventos'], p: null },
        { t: ['recados'], p: [7] },
        { t: ['cobrancas'], p: [1] },
        { t: ['documentos'], p: null },
      ]);
    } finally {
      await avisos.encerrar();
    }
  });

  it.runIf(kind === 'postgres')(
    "a write waits up to 10 s for the rows it needs (the connection's lock_timeout)",
    async () => {
      const esperas: unknown[] = [];
      await idem.executar(banco.db, chamada('esperas'), async (tx) => {
        esperas.push(rowsOf(await tx.execute(sql`SHOW lock_timeout`))[0]);
        return {};
      });
      expect(esperas).toEqual([{ lock_timeout: '10s' }]);
    },
  );

  it('a key past its 24 h is forgotten: the same key runs its effect again', async () => {
    let vezes = 0;
    const efeito = async () => ({ vezes: ++vezes });
    const ontem = new Idempotencia(() => new Date('2026-10-30T12:00:00Z'));
    expect(await ontem.executar(banco.db, chamada('vencida'), efeito)).toEqual({
      corpo: '{"vezes":1}',
      replay: false,
    });
    // Its first run met the old key and went with the rollback; the run after the old key was dropped stands.
    expect(await idem.executar(banco.db, chamada('vencida'), efeito)).toEqual({
      corpo: '{"vezes":3}',
      replay: false,
    });
    expect(await idem.executar(banco.db, chamada('vencida'), efeito)).toEqual({
      corpo: '{"vezes":3}',
      replay: true,
    });
    expect(await chaves('vencida')).toMatchObject([{ corpo: '{"vezes":3}' }]);
  });

  it('a write that waited its whole lock_timeout for a row is the database being busy, not a duplicate', async () => {
    const falha = idem.executar(banco.db, chamada('ocupado'), (tx) => falharCom(tx, '55P03'));
    await expect(falha).rejects.not.toBeInstanceOf(ErroOperacao);
    expect(bancoOcupado(await falha.catch((e: unknown) => e))).toBe(true);
    expect(await chaves('ocupado')).toEqual([]);
  });
});
