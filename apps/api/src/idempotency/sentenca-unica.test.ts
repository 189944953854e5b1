import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, freshDatabase } from '../../test/helper.ts';
import { Avisos } from '../db/avisos.ts';
import type { Database, Executor } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { idempotencia } from '../db/schema/index.ts';
import { anunciar, CANAL_MUDANCAS } from '../mudancas/anunciar.ts';
import { ErroOperacao } from '../operations/erro-operacao.ts';
import type { SentencaUnica } from '../operations/operacao.ts';
import { Idempotencia } from './idempotencia.ts';

/** Issue 30: an idempotent write that is one statement, its key's answer and announcements inside it. */
describe.each(databaseKinds())('a one-statement idempotent write on %s', (kind) => {
  let banco: Database;
  beforeAll(async () => {
    banco = await freshDatabase(kind, false);
    await banco.db.execute(sql`CREATE TABLE contador_de_teste (id text PRIMARY KEY, n integer NOT NULL)`);
    await banco.db.execute(sql`INSERT INTO contador_de_teste VALUES ('a', 0), ('b', 0)`);
  });
  afterAll(() => banco?.close());

  const idem = new Idempotencia(() => new Date('2026-11-01T12:00:00Z'));
  const chamada = (chave: string, digest = 'd') => ({ codpessoa: 1, chave, coddao: 503, digest });
  /** Adds one to row `id`'s counter: a write whose answer is known before it runs. */
  const somar = (id: string): SentencaUnica => ({
    nome: 'teste_somar',
    construir: () =>
      sql`UPDATE contador_de_teste SET n = n + 1 WHERE id = ${sql.placeholder('id')}::text RETURNING n`,
    valores: { id },
    resposta: { id, somado: true },
    senao: new ErroOperacao('INVALIDO', 'Registro não encontrado.'),
  });
  const contador = async (id: string) =>
    rowsOf<{ n: number }>(await banco.db.execute(sql`SELECT n FROM contador_de_teste WHERE id = ${id}`))[0]
      ?.n;
  const chaves = async (chave: string) =>
    banco.db
      .select()
      .from(idempotencia)
      .where(and(eq(idempotencia.codpessoa, 1), eq(idempotencia.chave, chave)));

  it('runs once per key: a replay answers the first answer and its effect is undone with the failed statement', async () => {
    const primeira = await idem.executarSentenca(banco.db, chamada('s1'), somar('a'));
    expect(primeira).toEqual({ corpo: '{"id":"a","somado":true}', replay: false });
    const segunda = await idem.executarSentenca(banco.db, chamada('s1'), somar('a'));
    expect(segunda).toEqual({ corpo: '{"id":"a","somado":true}', replay: true });
    expect(await contador('a')).toBe(1);
    expect(await chaves('s1')).toMatchObject([
      { status: 200, coddao: 503, corpo: '{"id":"a","somado":true}' },
    ]);
    const outra = idem.executarSentenca(banco.db, chamada('s1', 'outro'), somar('a'));
    await expect(outra).rejects.toMatchObject({ codigo: 'CHAVE_REUTILIZADA' });
    expect(await contador('a')).toBe(1);
  });

  it('a statement that changes no row is its refusal, and keeps no key', async () => {
    const falha = idem.executarSentenca(banco.db, chamada('s2'), somar('nenhum'));
    await expect(falha).rejects.toMatchObject({ codigo: 'INVALIDO', mensagem: 'Registro não encontrado.' });
    expect(await chaves('s2')).toEqual([]);
  });

  it('many keys at once on one row: each applies once, each key keeps its answer', async () => {
    const n = 40;
    const antes = (await contador('b')) ?? 0;
    const respostas = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        idem.executarSentenca(banco.db, chamada(`muitas-${i}`), somar('b')),
      ),
    );
    expect(respostas.every((r) => !r.replay)).toBe(true);
    expect(await contador('b')).toBe(antes + n);
    const guardadas = rowsOf<{ n: number }>(
      await banco.db.execute(sql`SELECT count(*)::int AS n FROM idempotencia WHERE chave LIKE 'muitas-%'`),
    );
    expect(guardadas[0]?.n).toBe(n);
  });

  it('a key past its 24 h is forgotten: the write runs again as new', async () => {
    const ontem = new Idempotencia(() => new Date('2026-10-30T12:00:00Z'));
    await ontem.executarSentenca(banco.db, chamada('s3'), somar('a'));
    const antes = await contador('a');
    expect(await idem.executarSentenca(banco.db, chamada('s3'), somar('a'))).toMatchObject({ replay: false });
    expect(await contador('a')).toBe((antes ?? 0) + 1);
    expect(await chaves('s3')).toMatchObject([{ criadoEm: new Date('2026-11-01T12:00:00Z') }]);
  });

  it('sends its announcements at commit, only when the write happened (not for a refusal or a replay)', async () => {
    const ouvidos: string[] = [];
    const avisos = new Avisos(banco);
    avisos.assinar(CANAL_MUDANCAS, { aoNotificar: (p) => ouvidos.push(p), aoConectar: () => {} });
    await avisos.iniciar();
    try {
      const um = (tx: Executor) => anunciar(tx, ['cantina'], [1]);
      const dois = async (tx: Executor) => {
        await anunciar(tx, ['cantina'], [2]);
        await anunciar(tx, ['recados'], 'todos');
      };
      await idem.executarSentenca(banco.db, chamada('a1'), somar('a'), um);
      await idem.executarSentenca(banco.db, chamada('a1'), somar('a'), um);
      await idem.executarSentenca(banco.db, chamada('a2'), somar('nenhum'), um).catch(() => {});
      await idem.executarSentenca(banco.db, chamada('a3'), somar('nenhum'), dois).catch(() => {});
      await idem.executarSentenca(banco.db, chamada('a4'), somar('b'), dois);
      await anunciar(banco.db, ['documentos'], 'todos');
      await expect.poll(() => ouvidos.length, { timeout: 5000 }).toBe(4);
      expect(ouvidos.map((p) => JSON.parse(p))).toEqual([
        { t: ['cantina'], p: [1] },
        { t: ['cantina'], p: [2] },
        { t: ['recados'], p: null },
        { t: ['documentos'], p: null },
      ]);
    } finally {
      await avisos.encerrar();
    }
  });
});
