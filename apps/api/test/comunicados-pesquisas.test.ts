import { MENSAGENS_PESQUISA } from '@portal/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comunicadoLeitura, notificacao, pesquisaResposta } from '../src/db/schema/index.ts';
import { PESSOA } from '../src/seed-data/index.ts';
import { CPF } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, type TestApp } from './helper.ts';

/**
 * Issue 32, a building's notices with read tracking (coddao 746–749) and surveys (750–752): the síndico publishes
 * and sees who read; a reading is one row per person (primary key); one answer per resident and survey, held by
 * the database under 10 answers at once; results only once published.
 */
describe.each(databaseKinds())('comunicados e pesquisas on %s', (kind) => {
  let t: TestApp;
  let carla: string;
  let paulo: string;
  let roberto: string;
  let chave = 0;
  const novaChave = () => `comunicado-${kind}-${++chave}`;

  beforeAll(async () => {
    t = await buildTestApp({ kind, now: agoraTeste });
    [carla, paulo, roberto] = await Promise.all([
      t.login(CPF.carla),
      t.login(CPF.paulo),
      t.login(CPF.roberto),
    ]);
  });
  afterAll(() => t?.close());

  const comunicados = async (token: string) => {
    const r = await t.callV4(746, ['W1', 1, 20], { token });
    expect(r.status).toBe(200);
    return r.body.conteudo;
  };

  it('the síndico publishes a notice; the residents are told; a resident may not publish', async () => {
    const negado = await t.callV4(748, ['W1'], {
      token: carla,
      idempotencyKey: novaChave(),
      conteudo: { titulo: 'Teste', texto: 'Não pode.' },
    });
    expect(negado.status).toBe(403);
    const r = await t.callV4(748, ['W1'], {
      token: roberto,
      idempotencyKey: novaChave(),
      conteudo: { titulo: 'Limpeza da garagem', texto: 'Retire os carros da vaga na quinta, das 8h às 12h.' },
    });
    expect(r.status).toBe(200);
    const lista = await comunicados(carla);
    expect(lista.sindico).toBe(false);
    expect(lista.itens[0]).toMatchObject({ titulo: 'Limpeza da garagem', lidoEm: null });
    expect(lista.itens[0].autor).toMatch(/^Roberto .*, síndico$/);
    const avisos = await t.database.db
      .select({ codpessoa: notificacao.codpessoa })
      .from(notificacao)
      .where(eq(notificacao.titulo, 'Comunicado: Limpeza da garagem'));
    expect(avisos.map((a) => a.codpessoa)).toEqual(expect.arrayContaining([PESSOA.carla, PESSOA.paulo]));
    expect(avisos.map((a) => a.codpessoa)).not.toContain(PESSOA.roberto);
    expect((await comunicados(roberto)).sindico).toBe(true);
  });

  it('a reading is kept once, its first instant; the síndico (only) sees who read and who not', async () => {
    const [novo] = (await comunicados(carla)).itens;
    const leituras = await Promise.all(
      [carla, carla, carla, paulo].map((token) =>
        t.callV4(747, ['W1', novo.codcomunicado], { token, idempotencyKey: novaChave() }),
      ),
    );
    expect(leituras.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const linhas = await t.database.db
      .select()
      .from(comunicadoLeitura)
      .where(eq(comunicadoLeitura.codcomunicado, novo.codcomunicado));
    expect(linhas.map((l) => l.codpessoa).sort()).toEqual([PESSOA.carla, PESSOA.paulo].sort());
    expect((await comunicados(carla)).itens[0].lidoEm).not.toBeNull();

    expect((await t.callV4(749, ['W1', novo.codcomunicado], { token: carla })).status).toBe(403);
    const quem = await t.callV4(749, ['W1', novo.codcomunicado], { token: roberto });
    expect(quem.status).toBe(200);
    expect(
      quem.body.conteudo.leram
        .map((l: { pessoa: string }) => l.pessoa.split(' ')[0])
        .filter((n: string) => n !== 'Roberto')
        .sort(),
    ).toEqual(['Carla', 'Paulo']);
    // Its author, Roberto, read it as he published it.
    expect(quem.body.conteudo.leram.map((l: { pessoa: string }) => l.pessoa.split(' ')[0])).toContain(
      'Roberto',
    );
    expect((await comunicados(roberto)).itens[0].lidoEm).not.toBeNull();
  });

  const responder = (token: string, codpesquisa: number, respostas: unknown[]) =>
    t.callV4(752, ['W1', codpesquisa], { token, idempotencyKey: novaChave(), conteudo: { respostas } });
  const completa = [
    { codpergunta: 1, opcoes: [0, 1] },
    { codpergunta: 2, opcoes: [1] },
    { codpergunta: 3, texto: 'Iluminação na quadra.' },
  ];

  it('the list says, survey by survey, whether this resident answered it', async () => {
    // Carla answered the closed survey (2) and not yet the open one (1).
    const lista = await t.callV4(750, ['W1'], { token: carla });
    const respondidas = Object.fromEntries(
      lista.body.conteudo.itens.map((p: { codpesquisa: number; respondida: boolean }) => [
        p.codpesquisa,
        p.respondida,
      ]),
    );
    expect(respondidas).toEqual({ 1: false, 2: true });
  });

  it('a survey is answered once per resident, checked by core’s rule, even with 10 answers at once', async () => {
    const incompleta = await responder(carla, 1, [{ codpergunta: 1, opcoes: [] }]);
    expect(incompleta.status).toBe(400);
    expect(incompleta.body.conteudo.campos).toMatchObject({
      'pergunta.1': MENSAGENS_PESQUISA.escolhaAoMenosUma,
      'pergunta.2': MENSAGENS_PESQUISA.escolhaUma,
      'pergunta.3': MENSAGENS_PESQUISA.escreva,
    });
    const juntas = await Promise.all(Array.from({ length: 10 }, () => responder(carla, 1, completa)));
    expect(juntas.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of juntas.filter((x) => x.status !== 200)) {
      expect(r.body.conteudo).toMatchObject({
        codigo: 'CONFLITO',
        mensagem: MENSAGENS_PESQUISA.jaRespondida,
      });
    }
    const linhas = await t.database.db
      .select()
      .from(pesquisaResposta)
      .where(and(eq(pesquisaResposta.codpesquisa, 1), eq(pesquisaResposta.codpessoa, PESSOA.carla)));
    expect(linhas).toHaveLength(1);
    // Paulo answers for himself: a survey is per resident, not per unit.
    expect((await responder(paulo, 1, completa)).status).toBe(200);
    const lida = await t.callV4(751, ['W1', 1], { token: carla });
    expect(lida.body.conteudo).toMatchObject({ respondida: true, resultado: null, respostas: 3 });
  });

  it('results only once published; a closed survey takes no answer', async () => {
    const fechada = await responder(paulo, 2, [{ codpergunta: 4, opcoes: [0] }]);
    expect(fechada.body.conteudo).toMatchObject({ codigo: 'CONFLITO', mensagem: MENSAGENS_PESQUISA.fechada });
    const r = await t.callV4(751, ['W1', 2], { token: paulo });
    expect(r.body.conteudo.resultadosPublicados).toBe(true);
    expect(r.body.conteudo.resultado).toEqual([{ codpergunta: 4, contagens: [0, 2, 0], textos: [] }]);
    const lista = await t.callV4(750, ['W1'], { token: carla });
    expect(lista.body.conteudo.itens.map((p: { respondida: boolean }) => p.respondida)).toEqual([true, true]);
  });
});
