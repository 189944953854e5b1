import { CODDAO, MENSAGENS_API, MENSAGENS_OCORRENCIA, ocorrenciaResultado } from '@portal/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificacao, ocorrencia, ocorrenciaFoto, ocorrenciaPasso } from '../src/db/schema/index.ts';
import { CONDOMINIO, EMPRESA, PESSOA } from '../src/seed-data/index.ts';
import { CPF } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, type TestApp } from './helper.ts';

/**
 * Issue 32, ocorrências: Carla and Paulo live in Acácias Bloco A - Apto 302; Roberto is the building's síndico and
 * lives in its Bloco B - Apto 101; Sebastião is its gate. Every rule of the request's life, its scope, its
 * idempotency, and the rules the database holds under concurrency, on PGlite and PostgreSQL.
 */

// A 1×1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const foto = (filename = 'teto.png', filetype = 'image/png', base64 = PNG) => ({
  base64,
  filename,
  filesize: 68,
  filetype,
  dthcriacao: '2026-11-27T10:00:00.000Z',
});

const DIA = 86_400_000;

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

describe.each(databaseKinds())('ocorrências (%s)', (kind) => {
  let t: TestApp;
  const tokens = { carla: '', paulo: '', roberto: '', sebastiao: '', ana: '' };
  type Quem = keyof typeof tokens;
  let agora = agoraTeste();
  let chave = 0;

  beforeAll(async () => {
    t = await buildTestApp({ kind, now: () => agora });
    for (const nome of Object.keys(tokens) as Quem[]) tokens[nome] = await t.login(CPF[nome]);
  }, 60_000);
  afterAll(() => t?.close());
  /** Moves the app's clock; tokens are short-lived, so everyone logs in again at the new time. */
  const passar = async (ms: number) => {
    agora = new Date(agora.getTime() + ms);
    for (const nome of Object.keys(tokens) as Quem[]) tokens[nome] = await t.login(CPF[nome]);
  };

  const abrir = (quem: Quem, conteudo: unknown, idempotencyKey = `abrir-${++chave}`) =>
    t.callV4(CODDAO.abrirOcorrencia, ['W1'], { token: tokens[quem], conteudo, idempotencyKey });
  const ler = (quem: Quem, cod: number) => t.callV4(CODDAO.ocorrencia, ['W1', cod], { token: tokens[quem] });
  const mover = (quem: Quem, cod: number, situacao: string, mensagem?: string) =>
    t.callV4(CODDAO.moverOcorrencia, ['W1', cod], {
      token: tokens[quem],
      conteudo: mensagem ? { situacao, mensagem } : { situacao },
      idempotencyKey: `mover-${++chave}`,
    });
  const escrever = (quem: Quem, cod: number, texto: string, idempotencyKey = `msg-${++chave}`) =>
    t.callV4(CODDAO.mensagemOcorrencia, ['W1', cod], {
      token: tokens[quem],
      conteudo: { texto },
      idempotencyKey,
    });
  const avaliar = (quem: Quem, cod: number, nota: number, idempotencyKey = `avaliar-${++chave}`) =>
    t.callV4(CODDAO.avaliarOcorrencia, ['W1', cod], {
      token: tokens[quem],
      conteudo: { nota },
      idempotencyKey,
    });
  const reabrir = (quem: Quem, cod: number, motivo = 'A infiltração voltou.') =>
    t.callV4(CODDAO.reabrirOcorrencia, ['W1', cod], {
      token: tokens[quem],
      conteudo: { motivo },
      idempotencyKey: `reabrir-${++chave}`,
    });
  const lista = async (quem: Quem, coddao: number) => {
    const r = await t.callV4(coddao, ['W1', 1, 100], { token: tokens[quem] });
    return r;
  };
  const novaDaCarla = async (categoria = 'vazamento') => {
    const r = await abrir('carla', { categoria, descricao: 'Mancha de umidade no teto do banheiro.' });
    expect(r.status).toBe(200);
    return r.body.conteudo.codocorrencia as number;
  };
  const avisosDe = (codpessoa: number) =>
    t.database.db.select().from(notificacao).where(eq(notificacao.codpessoa, codpessoa));

  it('Carla opens a request with a photo, once however often the key is sent; the síndico is notified', async () => {
    const conteudo = {
      categoria: 'vazamento',
      descricao: 'Água pingando do teto do banheiro social.',
      fotos: [foto()],
    };
    const antes = (await avisosDe(PESSOA.roberto)).length;
    const [primeira, segunda] = [
      await abrir('carla', conteudo, 'abrir-uma'),
      await abrir('carla', conteudo, 'abrir-uma'),
    ];
    expect(primeira.status).toBe(200);
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    const o = ocorrenciaResultado.parse(primeira.body.conteudo);
    expect(segunda.body.conteudo.codocorrencia).toBe(o.codocorrencia);
    expect(o).toMatchObject({
      categoria: 'vazamento',
      situacao: 'aberta',
      unidade: 'Bloco A - Apto 302',
      autor: expect.stringContaining('Carla'),
      atrasada: false,
      fotos: 1,
      podeAvaliar: false,
      podeReabrir: false,
      movimentos: [],
    });
    expect(o.prazo).toBe(new Date(agora.getTime() + 2 * DIA).toISOString());
    expect(o.passos.map((p) => p.passo)).toEqual(['aberta']);
    expect(
      await t.database.db.select().from(ocorrencia).where(eq(ocorrencia.codocorrencia, o.codocorrencia)),
    ).toHaveLength(1);
    const avisos = await avisosDe(PESSOA.roberto);
    expect(avisos.length).toBe(antes + 1);
    expect(avisos.at(-1)).toMatchObject({
      titulo: 'Nova ocorrência',
      rota: `/condominio/sindico/ocorrencias/${o.codocorrencia}`,
    });
    // The photo comes back as it went.
    const f = await t.callV4(CODDAO.fotoOcorrencia, ['W1', o.codocorrencia, 1], { token: tokens.carla });
    expect(f.body.conteudo).toEqual({ filename: 'teto.png', filetype: 'image/png', base64: PNG });
  });

  it('refuses a fourth photo, a PDF, an empty description; the database refuses a fourth photo too', async () => {
    const base = { categoria: 'manutencao', descricao: 'Portão da garagem emperrado.' };
    const quatro = await abrir('carla', { ...base, fotos: [foto(), foto(), foto(), foto()] });
    expect(quatro.status).toBe(400);
    const pdf = await abrir('carla', { ...base, fotos: [foto('laudo.pdf', 'application/pdf', 'JVBERi0=')] });
    expect(pdf.status).toBe(400);
    expect(pdf.body.conteudo.mensagem).toBe(MENSAGENS_OCORRENCIA.fotoNaoImagem);
    const vazia = await abrir('carla', { ...base, descricao: '   ' });
    expect(vazia.status).toBe(400);

    const cod = await novaDaCarla();
    const linha = (ordem: number) => ({
      codocorrencia: cod,
      ordem,
      filename: 'a.png',
      filetype: 'image/png',
      filesize: 68,
      conteudo: Buffer.from(PNG, 'base64'),
    });
    await t.database.db.insert(ocorrenciaFoto).values([linha(1), linha(2), linha(3)]);
    expect(await codigoDaFalha(t.database.db.insert(ocorrenciaFoto).values(linha(4)))).toBe('23514');
    expect(await codigoDaFalha(t.database.db.insert(ocorrenciaFoto).values(linha(1)))).toBe('23505');
    expect(
      await codigoDaFalha(
        t.database.db.insert(ocorrenciaFoto).values({ ...linha(2), filetype: 'application/pdf' }),
      ),
    ).toBe('23514');
  });

  it('scope: the unit’s residents see it, the síndico sees the building, another unit and the gate do not', async () => {
    const cod = await novaDaCarla('barulho');
    const deRoberto = await abrir('roberto', {
      categoria: 'limpeza',
      descricao: 'Lixo acumulado no hall do Bloco B.',
    });
    expect(deRoberto.status).toBe(200);
    const codB = deRoberto.body.conteudo.codocorrencia as number;

    expect((await ler('paulo', cod)).status).toBe(200);
    const minhas = await lista('paulo', CODDAO.ocorrencias);
    expect(minhas.body.conteudo.itens.map((o: { codocorrencia: number }) => o.codocorrencia)).toContain(cod);
    expect(minhas.body.conteudo.itens.map((o: { codocorrencia: number }) => o.codocorrencia)).not.toContain(
      codB,
    );

    for (const [quem, alvo] of [
      ['carla', codB],
      ['paulo', codB],
      ['sebastiao', cod],
      ['ana', cod],
    ] as const) {
      const r = await ler(quem, alvo);
      // Ana is no resident at all: the section's credential refuses her before any row is looked at.
      expect(r.status, `${quem} lê ${alvo}`).toBe(quem === 'ana' ? 403 : 400);
      if (quem !== 'ana') expect(r.body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
      expect((await escrever(quem, alvo, 'Olá')).status).toBe(quem === 'ana' ? 403 : 400);
    }

    const sindico = await ler('roberto', cod);
    expect(sindico.body.conteudo).toMatchObject({
      comoSindico: true,
      movimentos: ['em_andamento', 'concluida'],
    });
    const todas = await lista('roberto', CODDAO.ocorrenciasSindico);
    expect(todas.status).toBe(200);
    const codigos = todas.body.conteudo.itens.map((o: { codocorrencia: number }) => o.codocorrencia);
    expect(codigos).toEqual(expect.arrayContaining([cod, codB]));

    // Carla in her other condominium's context does not see Acácias's requests.
    const solar = await t.callV4(4, ['W1', EMPRESA.larSeguro, '', '', '', CONDOMINIO.solarAtlantico], {
      token: tokens.carla,
    });
    expect(solar.status).toBe(200);
    const tokenSolar = solar.body.conteudo as string;
    expect((await t.callV4(CODDAO.ocorrencia, ['W1', cod], { token: tokenSolar })).status).toBe(400);
    // The context is saved with the account: back to Acácias for the tests below.
    const volta = await t.callV4(4, ['W1', EMPRESA.larSeguro, '', '', '', CONDOMINIO.acacias], {
      token: tokenSolar,
    });
    tokens.carla = volta.body.conteudo as string;
  });

  it('only the síndico moves it and lists the building (403 to residents and the gate)', async () => {
    const cod = await novaDaCarla();
    for (const quem of ['carla', 'paulo'] as const) {
      expect((await mover(quem, cod, 'em_andamento')).status).toBe(403);
      expect((await lista(quem, CODDAO.ocorrenciasSindico)).status).toBe(403);
    }
    expect((await lista('sebastiao', CODDAO.ocorrenciasSindico)).status).toBe(403);
    expect((await mover('roberto', cod, 'aberta')).status).toBe(400);

    const antesCarla = (await avisosDe(PESSOA.carla)).length;
    const antesPaulo = (await avisosDe(PESSOA.paulo)).length;
    agora = new Date(agora.getTime() + 60_000);
    const r = await mover('roberto', cod, 'em_andamento', 'O encanador vem amanhã às 9h.');
    expect(r.status).toBe(200);
    const o = ocorrenciaResultado.parse(r.body.conteudo);
    expect(o.situacao).toBe('em_andamento');
    expect(o.passos.map((p) => p.passo)).toEqual(['aberta', 'em_andamento']);
    expect(o.mensagens).toEqual([
      expect.objectContaining({ texto: 'O encanador vem amanhã às 9h.', doSindico: true, minha: true }),
    ]);
    // Both residents of the unit are told, in the unit's context.
    const avisoCarla = (await avisosDe(PESSOA.carla)).at(-1);
    expect((await avisosDe(PESSOA.carla)).length).toBe(antesCarla + 1);
    expect((await avisosDe(PESSOA.paulo)).length).toBe(antesPaulo + 1);
    expect(avisoCarla).toMatchObject({
      titulo: 'Ocorrência em andamento',
      escCodcondomino: CONDOMINIO.acacias,
      rota: `/condominio/ocorrencias/${cod}`,
    });
    // The same move again is no move: refused, not applied twice.
    const outra = await mover('roberto', cod, 'em_andamento');
    expect(outra.status).toBe(400);
    expect(outra.body.conteudo).toMatchObject({
      codigo: 'CONFLITO',
      mensagem: MENSAGENS_OCORRENCIA.movimentoInvalido('em_andamento', 'em_andamento'),
    });
    const lido = ocorrenciaResultado.parse((await ler('carla', cod)).body.conteudo);
    expect(lido.mensagens[0]).toMatchObject({ minha: false, doSindico: true });
  });

  it('the talk goes both ways, idempotent, and notifies the other side; closed once concluded', async () => {
    const cod = await novaDaCarla();
    const antes = (await avisosDe(PESSOA.roberto)).length;
    const [a, b] = [
      await escrever('carla', cod, 'Pode vir à tarde?', 'msg-x'),
      await escrever('carla', cod, 'Pode vir à tarde?', 'msg-x'),
    ];
    expect(a.status).toBe(200);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(a.body.conteudo.mensagens).toHaveLength(1);
    expect((await avisosDe(PESSOA.roberto)).length).toBe(antes + 1);
    expect((await escrever('roberto', cod, 'Sim, às 15h.')).status).toBe(200);
    expect((await mover('roberto', cod, 'concluida')).status).toBe(200);
    const fechada = await escrever('paulo', cod, 'Obrigado!');
    expect(fechada.body.conteudo).toMatchObject({
      codigo: 'CONFLITO',
      mensagem: MENSAGENS_OCORRENCIA.mensagemConcluida,
    });
  });

  it('rating: only when concluded, 1 to 5, and 20 concurrent ratings by both residents store one', async () => {
    const cod = await novaDaCarla();
    const cedo = await avaliar('carla', cod, 5);
    expect(cedo.body.conteudo).toMatchObject({
      codigo: 'CONFLITO',
      mensagem: MENSAGENS_OCORRENCIA.avaliarSoConcluida,
    });
    expect((await mover('roberto', cod, 'concluida', 'Vedação trocada.')).status).toBe(200);
    expect((await avaliar('carla', cod, 6)).status).toBe(400);
    expect((await avaliar('roberto', cod, 5)).status).toBe(403);

    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        avaliar(i % 2 ? 'paulo' : 'carla', cod, (i % 5) + 1, `avaliar-20-${i}`),
      ),
    );
    const ok = respostas.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of respostas.filter((r) => r.status !== 200))
      expect(r.body.conteudo).toMatchObject({
        codigo: 'CONFLITO',
        mensagem: MENSAGENS_OCORRENCIA.jaAvaliada,
      });
    const passos = await t.database.db
      .select()
      .from(ocorrenciaPasso)
      .where(and(eq(ocorrenciaPasso.codocorrencia, cod), eq(ocorrenciaPasso.passo, 'avaliada')));
    expect(passos).toHaveLength(1);
    const [linha] = await t.database.db.select().from(ocorrencia).where(eq(ocorrencia.codocorrencia, cod));
    expect(linha?.nota).toBe(ok[0]?.body.conteudo.nota);
    // Rated is accepted: no reopening after it.
    expect((await reabrir('carla', cod)).body.conteudo.mensagem).toBe(MENSAGENS_OCORRENCIA.reabrirAvaliada);
  });

  it('reopening: once, within 7 days of the conclusion; the deadline starts again', async () => {
    const cod = await novaDaCarla();
    expect((await reabrir('carla', cod)).body.conteudo.mensagem).toBe(
      MENSAGENS_OCORRENCIA.reabrirSoConcluida,
    );
    expect((await mover('roberto', cod, 'concluida')).status).toBe(200);
    await passar(3 * DIA);
    expect((await reabrir('roberto', cod)).status).toBe(403);
    const r = await reabrir('paulo', cod, 'Voltou a pingar.');
    expect(r.status).toBe(200);
    const o = ocorrenciaResultado.parse(r.body.conteudo);
    expect(o).toMatchObject({
      situacao: 'aberta',
      reabertaEm: agora.toISOString(),
      abertaEm: agora.toISOString(),
    });
    expect(o.passos.map((p) => p.passo)).toEqual(['aberta', 'concluida', 'reaberta']);
    expect(o.mensagens.at(-1)).toMatchObject({ texto: 'Voltou a pingar.', doSindico: false });
    expect((await mover('roberto', cod, 'concluida')).status).toBe(200);
    const segunda = await reabrir('carla', cod);
    expect(segunda.body.conteudo).toMatchObject({
      codigo: 'CONFLITO',
      mensagem: MENSAGENS_OCORRENCIA.jaReaberta,
    });

    const tarde = await novaDaCarla();
    expect((await mover('roberto', tarde, 'concluida')).status).toBe(200);
    await passar(7 * DIA + 60_000);
    expect((await reabrir('carla', tarde)).body.conteudo.mensagem).toBe(
      MENSAGENS_OCORRENCIA.reabrirForaDoPrazo,
    );
  });

  it('the síndico’s list: open ones first, oldest first, past-deadline marked', async () => {
    const r = await lista('roberto', CODDAO.ocorrenciasSindico);
    const itens = r.body.conteudo.itens as {
      situacao: string;
      abertaEm: string;
      atrasada: boolean;
      prazo: string;
    }[];
    const pendentes = itens.filter((o) => o.situacao !== 'concluida');
    expect(itens.slice(0, pendentes.length)).toEqual(pendentes);
    const aberturas = pendentes.map((o) => o.abertaEm);
    expect(aberturas).toEqual([...aberturas].sort());
    for (const o of pendentes) expect(o.atrasada).toBe(new Date(o.prazo) < agora);
    expect(pendentes.some((o) => o.atrasada)).toBe(true);
  });

  it('the database holds the rules: the timeline is append-only, one rating, one reopening, a rating only when concluded', async () => {
    const { db } = t.database;
    const cod = await novaDaCarla();
    const doPasso = eq(ocorrenciaPasso.codocorrencia, cod);
    expect(await codigoDaFalha(db.update(ocorrenciaPasso).set({ em: new Date() }).where(doPasso))).toBe(
      '23001',
    );
    expect(await codigoDaFalha(db.delete(ocorrenciaPasso).where(doPasso))).toBe('23001');
    expect(await codigoDaFalha(db.execute(sql`truncate ocorrencia_passo cascade`))).toBe('23001');
    const passo = (p: string, nota: number | null = null) => ({
      codocorrencia: cod,
      passo: p,
      codpessoa: PESSOA.carla,
      em: agora,
      nota,
    });
    expect(await codigoDaFalha(db.insert(ocorrenciaPasso).values(passo('aberta')))).toBe('23505');
    await db.insert(ocorrenciaPasso).values(passo('reaberta'));
    expect(await codigoDaFalha(db.insert(ocorrenciaPasso).values(passo('reaberta')))).toBe('23505');
    await db.insert(ocorrenciaPasso).values(passo('avaliada', 4));
    expect(await codigoDaFalha(db.insert(ocorrenciaPasso).values(passo('avaliada', 5)))).toBe('23505');
    expect(await codigoDaFalha(db.insert(ocorrenciaPasso).values(passo('em_andamento', 3)))).toBe('23514');
    const daLinha = eq(ocorrencia.codocorrencia, cod);
    expect(
      await codigoDaFalha(db.update(ocorrencia).set({ nota: 4, avaliadaEm: agora }).where(daLinha)),
    ).toBe('23514');
    expect(await codigoDaFalha(db.update(ocorrencia).set({ situacao: 'concluida' }).where(daLinha))).toBe(
      '23514',
    );
    expect(
      await codigoDaFalha(
        db
          .update(ocorrencia)
          .set({ situacao: 'concluida', concluidaEm: agora, nota: 9, avaliadaEm: agora })
          .where(daLinha),
      ),
    ).toBe('23514');
  });
});
