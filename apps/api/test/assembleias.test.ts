import { MENSAGENS_API, MENSAGENS_ASSEMBLEIA, TOPICOS } from '@portal/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificacao, voto, votoRegistro } from '../src/db/schema/index.ts';
import { CONDOMINIO, PESSOA } from '../src/seed-data/index.ts';
import { CPF, v3Path } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, type TestApp } from './helper.ts';

/** The SQLSTATE a statement failed with ('23001': restrict_violation, the audit's trigger). */
async function codigoDaFalha(promessa: Promise<unknown>): Promise<string | undefined> {
  try {
    await promessa;
  } catch (e) {
    const erro = e as { code?: string; cause?: { code?: string } };
    return erro.cause?.code ?? erro.code;
  }
  return 'sem erro';
}

/**
 * Issue 32, assemblies with online voting (coddao 740–745): the unit's one vote per item is held by the database
 * (primary key; a change carries the version it read, and the unit's other resident's vote in between refuses it),
 * only the síndico opens and closes the voting and reads who voted, the result is out only after closing, weighted
 * by Acácias's fractions — with 20 votes at once from Carla and Paulo, on PGlite and PostgreSQL.
 */
describe.each(databaseKinds())('assembleias (coddao 740–745) on %s', (kind) => {
  let t: TestApp;
  let carla: string;
  let paulo: string;
  let roberto: string;
  let chave = 0;
  const novaChave = () => `assembleia-${kind}-${++chave}`;

  beforeAll(async () => {
    t = await buildTestApp({ kind, now: agoraTeste, settings: { tokenTtlSeconds: 90 * 24 * 3600 } });
    [carla, paulo, roberto] = await Promise.all([
      t.login(CPF.carla),
      t.login(CPF.paulo),
      t.login(CPF.roberto),
    ]);
  });
  afterAll(() => t?.close());

  const assembleia = async (token: string, cod = 1) => {
    const r = await t.callV4(741, ['W1', cod], { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.conteudo;
  };
  const item = async (token: string, coditem: number) =>
    (await assembleia(token)).itens.find((i: { coditem: number }) => i.coditem === coditem);
  const votar = (token: string, coditem: number, opcao: number, versao?: number) =>
    t.callV4(742, ['W1', coditem], {
      token,
      idempotencyKey: novaChave(),
      conteudo: versao === undefined ? { opcao } : { opcao, versao },
    });

  it("lists the building's assemblies, the open one first, and one of them with its notice, documents and agenda", async () => {
    const r = await t.callV4(740, ['W1', 1, 20], { token: carla });
    expect(r.status).toBe(200);
    expect(r.body.conteudo.itens.map((a: { codassembleia: number }) => a.codassembleia)).toEqual([1, 2]);
    expect(r.body.conteudo.itens[0]).toMatchObject({ votacaoAberta: true, modalidade: 'hibrida' });
    const a = await assembleia(carla);
    expect(a).toMatchObject({
      edificio: 'Residencial Jardim das Acácias',
      unidade: 'Bloco A - Apto 302',
      votoPorFracao: true,
      podeVotar: true,
      sindico: false,
    });
    expect(a.comoParticipar).toMatch(/Lei 14\.309\/2022/);
    expect(a.documentos.length).toBeGreaterThan(0);
    const [orcamento] = a.itens;
    // Roberto's unit (1.125 % of the building) has voted: the live quorum counts its fraction; no result yet.
    expect(orcamento).toMatchObject({ situacao: 'aberta', votoDaUnidade: null, resultado: null });
    expect(orcamento.quorum).toEqual({ unidadesVotantes: 1, unidades: 96, centesimos: 112 });
    expect(a.itens[2]).toMatchObject({ votacaoOnline: false, situacao: 'sem-votacao' });
  });

  it("Carla votes, Paulo (her unit's other resident) sees it and changes it, and Carla's stale change is refused", async () => {
    // Read (and kept by the read cache) before the vote: the vote's announcement reaches the whole building.
    expect((await item(paulo, 1)).votoDaUnidade).toBeNull();
    expect((await item(roberto, 1)).quorum.unidadesVotantes).toBe(1);
    const primeiro = await votar(carla, 1, 0);
    expect(primeiro.status, JSON.stringify(primeiro.body)).toBe(200);
    expect(primeiro.body.conteudo).toMatchObject({ opcao: 0, versao: 1 });
    const visto = await item(paulo, 1);
    expect(visto.votoDaUnidade).toMatchObject({
      opcao: 0,
      versao: 1,
      por: expect.stringMatching(/^Carla/),
      porMim: false,
    });
    expect(visto.quorum.unidadesVotantes).toBe(2);
    expect((await item(roberto, 1)).quorum.unidadesVotantes).toBe(2);

    const dePaulo = await votar(paulo, 1, 1, 1);
    expect(dePaulo.status).toBe(200);
    expect(dePaulo.body.conteudo.versao).toBe(2);

    // Carla still holds version 1: her change is refused with the words that say why, and nothing is overwritten.
    const velho = await votar(carla, 1, 2, 1);
    expect(velho.status).toBe(400);
    expect(velho.body.conteudo).toMatchObject({
      codigo: 'CONFLITO',
      mensagem: MENSAGENS_ASSEMBLEIA.votoAlterado,
    });
    // A "first" vote when the unit already voted is stale too.
    const outroPrimeiro = await votar(carla, 1, 2);
    expect(outroPrimeiro.body.conteudo.codigo).toBe('CONFLITO');
    expect((await item(carla, 1)).votoDaUnidade).toMatchObject({ opcao: 1, versao: 2, porMim: false });

    // With the version she reads now, her change goes through.
    const agora = await votar(carla, 1, 0, 2);
    expect(agora.status).toBe(200);
    expect(agora.body.conteudo.versao).toBe(3);
  });

  it('refuses an option the item does not have, an item of another building, and the gate’s account', async () => {
    const fora = await votar(carla, 1, 7, 3);
    expect(fora.status).toBe(400);
    expect(fora.body.conteudo.campos).toEqual({ 'conteudo.opcao': MENSAGENS_ASSEMBLEIA.opcaoInvalida });
    // In Solar do Atlântico's context, Acácias's assembly and items do not exist.
    const solar = (await t.callV4(4, ['W1', '', '', '', '', CONDOMINIO.solarAtlantico], { token: carla }))
      .body.conteudo as string;
    expect((await t.callV4(741, ['W1', 1], { token: solar })).body.conteudo.mensagem).toBe(
      MENSAGENS_API.naoEncontrado,
    );
    expect((await votar(solar, 1, 0, 3)).body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
    const lista = await t.callV4(740, ['W1'], { token: solar });
    expect(lista.body.conteudo.itens.map((a: { titulo: string }) => a.titulo)).toEqual([
      'Contratação da portaria remota',
    ]);
    // Ana has no condominium credential at all.
    const ana = await t.login(CPF.ana);
    expect((await t.callV4(740, ['W1'], { token: ana })).status).toBe(403);
    const sebastiao = await t.login(CPF.sebastiao);
    expect((await assembleia(sebastiao)).podeVotar).toBe(false);
    expect((await votar(sebastiao, 1, 0)).status).toBe(403);
  });

  it('20 votes at once from Carla and Paulo: one row, exactly one winner per version read', async () => {
    const vezes = Array.from({ length: 20 }, (_, i) => i);
    const primeiros = await Promise.all(vezes.map((i) => votar(i % 2 ? paulo : carla, 2, i % 3)));
    const ganhos = primeiros.filter((r) => r.status === 200);
    expect(ganhos).toHaveLength(1);
    for (const r of primeiros.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.conteudo).toMatchObject({
        codigo: 'CONFLITO',
        mensagem: MENSAGENS_ASSEMBLEIA.votoAlterado,
      });
    }
    const mudancas = await Promise.all(vezes.map((i) => votar(i % 2 ? paulo : carla, 2, (i + 1) % 3, 1)));
    expect(mudancas.filter((r) => r.status === 200)).toHaveLength(1);
    const linhas = await t.database.db
      .select()
      .from(voto)
      .where(and(eq(voto.coditem, 2), eq(voto.codcondomino, CONDOMINIO.acacias)));
    expect(linhas).toHaveLength(1);
    expect(linhas[0]?.versao).toBe(2);
    const [ganhador] = mudancas.filter((r) => r.status === 200);
    expect(linhas[0]?.opcao).toBe(ganhador?.body.conteudo.opcao);
    // The audit kept each winner, and only them.
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(votoRegistro)
      .where(and(eq(votoRegistro.coditem, 2), eq(votoRegistro.codcondomino, CONDOMINIO.acacias)));
    expect(Number(n)).toBe(2);
  });

  it('only the síndico opens and closes the voting and reads who voted (403 to residents)', async () => {
    expect((await t.callV4(744, ['W1', 1], { token: carla, idempotencyKey: novaChave() })).status).toBe(403);
    expect((await t.callV4(743, ['W1', 1], { token: paulo, idempotencyKey: novaChave() })).status).toBe(403);
    expect((await t.callV4(745, ['W1', 1], { token: carla })).status).toBe(403);
    expect((await assembleia(roberto)).sindico).toBe(true);
    const auditoria = await t.callV4(745, ['W1', 1], { token: roberto });
    expect(auditoria.status).toBe(200);
    const registros = auditoria.body.conteudo.registros as {
      item: number;
      pessoa: string;
      unidade: string;
      versao: number;
    }[];
    expect(
      registros.filter((r) => r.item === 1 && r.unidade === 'Bloco A - Apto 302').map((r) => r.versao),
    ).toEqual([1, 2, 3]);
    expect(new Set(registros.map((r) => r.pessoa.split(' ')[0]))).toEqual(
      new Set(['Roberto', 'Carla', 'Paulo']),
    );
    // Nothing was open to open.
    const abrir = await t.callV4(743, ['W1', 1], { token: roberto, idempotencyKey: novaChave() });
    expect(abrir.body.conteudo).toMatchObject({
      codigo: 'CONFLITO',
      mensagem: MENSAGENS_ASSEMBLEIA.nadaParaAbrir,
    });
  });

  it('after the síndico closes: no vote changes, the weighted result adds up to 100 %, the residents are told, and the PDF', async () => {
    const antes = await item(carla, 1);
    const fechar = await t.callV4(744, ['W1', 1], { token: roberto, idempotencyKey: novaChave() });
    expect(fechar.status, JSON.stringify(fechar.body)).toBe(200);
    expect(fechar.body.conteudo.itens).toBe(2);
    const tarde = await votar(carla, 1, 1, antes.votoDaUnidade.versao);
    expect(tarde.body.conteudo).toMatchObject({
      codigo: 'CONFLITO',
      mensagem: MENSAGENS_ASSEMBLEIA.encerrada,
    });
    const depois = await item(carla, 1);
    expect(depois.situacao).toBe('encerrada');
    // Carla's unit (1.0 %) voted Aprovo, Roberto's (1.125 %) Aprovo: all of the weight cast.
    expect(
      depois.resultado.map((o: { unidades: number; peso: number; centesimos: number }) => [
        o.unidades,
        o.peso,
        o.centesimos,
      ]),
    ).toEqual([
      [2, 21250, 10000],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(depois.vencedora).toBe(0);
    const avisados = await t.database.db
      .select({ codpessoa: notificacao.codpessoa })
      .from(notificacao)
      .where(eq(notificacao.titulo, 'Votação encerrada'));
    expect(avisados.map((a) => a.codpessoa).sort()).toEqual([PESSOA.carla, PESSOA.paulo].sort());

    const pdf = await t.app.inject({
      method: 'GET',
      url: await v3Path('ata-votacao', [1]),
      headers: { authorization: `Bearer ${carla}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const ana = await t.login(CPF.ana);
    const alheio = await t.app.inject({
      method: 'GET',
      url: await v3Path('ata-votacao', [1]),
      headers: { authorization: `Bearer ${ana}` },
    });
    expect(alheio.statusCode).toBe(403);
  });

  it('the audit record is never updated or deleted, by the database itself', async () => {
    const { db } = t.database;
    expect(
      await codigoDaFalha(db.update(votoRegistro).set({ opcao: 2 }).where(eq(votoRegistro.coditem, 1))),
    ).toBe('23001');
    expect(await codigoDaFalha(db.delete(votoRegistro))).toBe('23001');
    expect(await codigoDaFalha(db.execute(sql`truncate voto_registro`))).toBe('23001');
  });

  it('declares its topic', () => {
    expect(TOPICOS).toContain('assembleias');
  });
});
