import { CODDAO, cienciasRecadoResultado, MENSAGENS_API, recadoResultado } from '@portal/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recadoCiente } from '../src/db/schema/index.ts';
import { ALUNO, PESSOA } from '../src/seed-data/index.ts';
import { CPF } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, type TestApp } from './helper.ts';

/**
 * Issue 31: "Ciente" on the recados that ask for it — stored with the time and the device, once, never undone —
 * and the author's view of who read and who confirmed. Recado 1 (the parents' meeting) and 15 (Lucas's late work)
 * ask and reach Ana; 2 (the recess) does not ask; 3 and 11 are the teacher Bruno's, 11 to Lucas's class.
 */

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The PostgreSQL error code behind a failed statement (drizzle wraps the driver's error). */
async function codigoDaFalha(promessa: Promise<unknown>): Promise<string | undefined> {
  try {
    await promessa;
  } catch (e) {
    const erro = e as { code?: string; cause?: { code?: string } };
    return erro.cause?.code ?? erro.code;
  }
  return 'sem erro';
}

describe.each(databaseKinds())('Ciente on recados (%s)', (kind) => {
  let t: TestApp;
  const tokens: Record<'ana' | 'bruno' | 'carla' | 'admin', string> = {
    ana: '',
    bruno: '',
    carla: '',
    admin: '',
  };
  // The app's clock, moved by the tests: a later confirmation must still answer the first one's time.
  let agora = agoraTeste();

  beforeAll(async () => {
    t = await buildTestApp({ kind, now: () => agora });
    for (const nome of Object.keys(tokens) as (keyof typeof tokens)[])
      tokens[nome] = await t.login(CPF[nome]);
  }, 60_000);
  afterAll(() => t?.close());

  const ler = async (quem: keyof typeof tokens, codrecado: number) => {
    const r = await t.callV4(CODDAO.recado, ['W1', codrecado], { token: tokens[quem] });
    expect(r.status).toBe(200);
    return recadoResultado.parse(r.body.conteudo);
  };
  const confirmar = (quem: keyof typeof tokens, codrecado: number, chave: string, agente = ANDROID) =>
    t.callV4(CODDAO.confirmarCiente, ['W1', codrecado], {
      token: tokens[quem],
      idempotencyKey: chave,
      headers: { 'user-agent': agente },
    });
  const linhas = (codrecado: number) =>
    t.database.db.select().from(recadoCiente).where(eq(recadoCiente.codrecado, codrecado));

  it('the read says whether a recado asks for it, and that nothing is confirmed yet', async () => {
    const reuniao = await ler('ana', 1);
    expect(reuniao).toMatchObject({ pedeCiencia: true, doAutor: false });
    expect(reuniao.ciente).toBeUndefined();
    expect((await ler('ana', 2)).pedeCiencia).toBe(false);
    expect(await t.database.db.select().from(recadoCiente)).toEqual([]);
  });

  it('20 concurrent confirmations with different keys store one row, and every one answers its time', async () => {
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) => confirmar('ana', 1, `ciente-1-${i}`, i % 2 ? IPHONE : ANDROID)),
    );
    expect(respostas.map((r) => r.status)).toEqual(Array(20).fill(200));
    const guardadas = await linhas(1);
    expect(guardadas).toHaveLength(1);
    const [linha] = guardadas;
    expect(linha).toMatchObject({ codpessoa: PESSOA.ana, codaluno: null, em: agora });
    const primeira = { codrecado: 1, em: linha?.em.toISOString(), dispositivo: linha?.dispositivo };
    for (const r of respostas) expect(r.body.conteudo).toEqual(primeira);
    expect(['Chrome 131 no Android 14', 'Mobile Safari 17 no iOS 17.5']).toContain(linha?.dispositivo);

    // Later, on another device, with another key: the first confirmation's time, not a new row.
    agora = new Date(agora.getTime() + 60_000);
    const depois = await confirmar('ana', 1, 'ciente-1-depois', IPHONE);
    expect(depois.body.conteudo).toEqual(primeira);
    expect(await linhas(1)).toHaveLength(1);
    // The same key again is the same answer, replayed.
    const repetida = await confirmar('ana', 1, 'ciente-1-0');
    expect(repetida.headers['idempotent-replayed']).toBe('true');
    expect(repetida.body.conteudo).toEqual(primeira);

    const lido = await ler('ana', 1);
    expect(lido.ciente).toEqual({ em: primeira.em, dispositivo: primeira.dispositivo });
    expect(lido.lido).toBe(true);
  });

  it("a per-student recado's confirmation names its student", async () => {
    const r = await confirmar('ana', 15, 'ciente-15', IPHONE);
    expect(r.status).toBe(200);
    expect(r.body.conteudo.dispositivo).toBe('Mobile Safari 17 no iOS 17.5');
    expect(await linhas(15)).toEqual([
      expect.objectContaining({ codpessoa: PESSOA.ana, codaluno: ALUNO.lucas }),
    ]);
  });

  it('is never undone: the database refuses an UPDATE, a DELETE and a TRUNCATE of the table', async () => {
    const { db } = t.database;
    const daAna = and(eq(recadoCiente.codrecado, 1), eq(recadoCiente.codpessoa, PESSOA.ana));
    const antes = await linhas(1);
    expect(antes).toHaveLength(1);
    expect(await codigoDaFalha(db.update(recadoCiente).set({ em: new Date() }).where(daAna))).toBe('23001');
    expect(await codigoDaFalha(db.update(recadoCiente).set({ dispositivo: 'outro' }))).toBe('23001');
    expect(await codigoDaFalha(db.delete(recadoCiente).where(daAna))).toBe('23001');
    expect(await codigoDaFalha(db.execute(sql`truncate recado_ciente`))).toBe('23001');
    expect(await linhas(1)).toEqual(antes);
  });

  it('is scoped as the read: Carla cannot confirm a recado of Ana’s school', async () => {
    const r = await confirmar('carla', 1, 'ciente-carla');
    expect(r.status).toBe(400);
    expect(r.body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
    expect((await linhas(1)).map((l) => l.codpessoa)).toEqual([PESSOA.ana]);
  });

  it('refuses a recado that does not ask for it, and the author of his own', async () => {
    const semCiencia = await confirmar('ana', 2, 'ciente-2');
    expect(semCiencia.status).toBe(400);
    expect(semCiencia.body.conteudo.mensagem).toBe(MENSAGENS_API.recadoSemCiencia);
    const doAutor = await confirmar('bruno', 11, 'ciente-bruno');
    expect(doAutor.status).toBe(400);
    expect(doAutor.body.conteudo.mensagem).toBe(MENSAGENS_API.recadoCienciaDoAutor);
    expect(await linhas(2)).toEqual([]);
    expect(await linhas(11)).toEqual([]);
    expect((await ler('bruno', 11)).doAutor).toBe(true);
  });

  it('the author sees, per recipient, who read it and who confirmed it, with the time', async () => {
    const ciencias = async (codrecado: number) => {
      const r = await t.callV4(CODDAO.cienciasRecado, ['W1', codrecado], { token: tokens.bruno });
      expect(r.status).toBe(200);
      return cienciasRecadoResultado.parse(r.body.conteudo);
    };
    // To Lucas's class: his family, not read yet.
    const antes = await ciencias(11);
    expect(antes.pedeCiencia).toBe(true);
    const ana = () => antes.destinatarios.find((d) => d.codpessoa === PESSOA.ana);
    expect(ana()).toMatchObject({ lido: false, alunos: [expect.stringMatching(/^Lucas/)] });
    expect(ana()?.ciente).toBeUndefined();
    expect(antes.destinatarios.map((d) => d.codpessoa)).not.toContain(PESSOA.bruno);

    const confirmacao = await confirmar('ana', 11, 'ciente-11');
    expect(confirmacao.status).toBe(200);
    const depois = await ciencias(11);
    expect(depois.destinatarios.find((d) => d.codpessoa === PESSOA.ana)).toMatchObject({
      lido: true,
      ciente: { em: confirmacao.body.conteudo.em, dispositivo: 'Chrome 131 no Android 14' },
    });

    // To the whole school: a family of two children names both.
    const escola = await ciencias(3);
    const daAna = escola.destinatarios.find((d) => d.codpessoa === PESSOA.ana);
    expect(daAna?.alunos).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Lucas/), expect.stringMatching(/^Mariana/)]),
    );
    expect(daAna?.lido).toBe(true);
  });

  it('answers 403 to anyone but the author, whether or not the recado exists', async () => {
    for (const [quem, codrecado] of [
      ['ana', 11],
      ['admin', 3],
      ['bruno', 1],
      ['bruno', 999_999],
    ] as const) {
      const r = await t.callV4(CODDAO.cienciasRecado, ['W1', codrecado], { token: tokens[quem] });
      expect(r.status, `${quem} ${codrecado}`).toBe(403);
      expect(r.body.conteudo.mensagem).toBe(MENSAGENS_API.semPermissao);
    }
  });
});
