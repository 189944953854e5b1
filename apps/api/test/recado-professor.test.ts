import {
  CODDAO,
  cienciasRecadoResultado,
  inicioProfessorResultado,
  MENSAGENS_API,
  MENSAGENS_RECADO,
  recadosResultado,
  respostasRecadoResultado,
} from '@portal/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { anexo, notificacao, pushSaida, recado, recadoResposta } from '../src/db/schema/index.ts';
import { buscarRecados } from '../src/operations/recados/recado-dto.ts';
import { ALUNO, EMPRESA, PESSOA, TURMA } from '../src/seed-data/index.ts';
import { CPF, v3Path } from './fixtures.ts';
import { buildTestApp, databaseKinds, type TestApp } from './helper.ts';

/**
 * Issue 31: the teacher writes recados (coddao 202) to a class he teaches or to chosen students of it, families
 * reply under them (203/204), the author sees per recipient read / ciente / replied (206), and his day (208).
 * Bruno teaches Mathematics to 6º A (Lucas's class), 9º B and 1ª EM in 2026; not 2ª EM.
 */

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const anexoPng = (filename: string) => ({
  base64: PNG_1PX,
  filename,
  filesize: 70,
  filetype: 'image/png',
  dthcriacao: '2026-11-27T10:00:00Z',
});

const paraSextoA = (extra: Record<string, unknown> = {}) => ({
  codempresa: EMPRESA.colegioHorizonte,
  anoletivo: 2026,
  codturma: TURMA.sextoA2026,
  titulo: 'Prova de frações na sexta',
  texto: 'Estudem os exercícios 1 a 10 do capítulo 4.\n\nTragam régua.',
  pedeCiencia: true,
  permiteRespostas: true,
  ...extra,
});

describe.each(databaseKinds())('Recados do professor (%s)', (kind) => {
  let t: TestApp;
  const tokens: Record<'ana' | 'bruno' | 'carla' | 'silvia', string> = {
    ana: '',
    bruno: '',
    carla: '',
    silvia: '',
  };
  let codrecado = 0;

  beforeAll(async () => {
    t = await buildTestApp({ kind });
    for (const nome of Object.keys(tokens) as (keyof typeof tokens)[])
      tokens[nome] = await t.login(CPF[nome]);
  }, 60_000);
  afterAll(() => t?.close());

  const escrever = (quem: keyof typeof tokens, conteudo: unknown, chave: string) =>
    t.callV4(CODDAO.escreverRecado, ['W1'], { token: tokens[quem], conteudo, idempotencyKey: chave });
  const listar = async (quem: keyof typeof tokens) => {
    const r = await t.callV4(CODDAO.recados, ['W1', 1, 50], { token: tokens[quem] });
    expect(r.status).toBe(200);
    return recadosResultado.parse(r.body.conteudo);
  };
  const responder = (
    quem: keyof typeof tokens,
    cod: number,
    texto: string,
    chave: string,
    familia?: number,
  ) =>
    t.callV4(CODDAO.responderRecado, familia === undefined ? ['W1', cod] : ['W1', cod, familia], {
      token: tokens[quem],
      conteudo: { texto },
      idempotencyKey: chave,
    });
  const conversa = (quem: keyof typeof tokens, cod: number, familia?: number) =>
    t.callV4(CODDAO.respostasRecado, familia === undefined ? ['W1', cod] : ['W1', cod, familia], {
      token: tokens[quem],
    });

  it('a teacher writes to his class: Ana sees it at once (past the read cache), notified with a push row', async () => {
    // The list is read first, so the read cache holds an answer without the new recado.
    const antes = await listar('ana');
    const r = await escrever('bruno', paraSextoA({ anexos: [anexoPng('lista.png')] }), 'rp-1');
    expect(r.status).toBe(200);
    codrecado = r.body.conteudo.codrecado;
    expect(codrecado).toBeGreaterThanOrEqual(100000);
    expect(r.body.conteudo.familias).toBeGreaterThanOrEqual(1);
    const depois = await listar('ana');
    expect(depois.total).toBe(antes.total + 1);
    expect(depois.itens[0]).toMatchObject({
      codrecado,
      titulo: 'Prova de frações na sexta',
      autor: 'Prof. Bruno Lima',
      pedeCiencia: true,
      permiteRespostas: true,
      doAutor: false,
      lido: false,
    });
    expect(depois.itens[0]?.anexos.map((a) => a.filename)).toEqual(['lista.png']);
    const avisos = await t.database.db
      .select()
      .from(notificacao)
      .where(eq(notificacao.rota, `/home/recados/${codrecado}`));
    expect(avisos.map((a) => a.codpessoa)).toContain(PESSOA.ana);
    expect(avisos.map((a) => a.codpessoa)).not.toContain(PESSOA.bruno);
    expect(avisos[0]).toMatchObject({ titulo: MENSAGENS_RECADO.novoRecado });
    // The author reads his own recado as read, and Carla (no school) never sees it.
    expect((await listar('bruno')).itens.find((x) => x.codrecado === codrecado)?.doAutor).toBe(true);
    expect((await listar('carla')).itens.some((x) => x.codrecado === codrecado)).toBe(false);
  });

  it('is idempotent: the same key writes one recado', async () => {
    const conteudo = paraSextoA({ titulo: 'Passeio ao museu' });
    const [a, b] = [await escrever('bruno', conteudo, 'rp-2'), await escrever('bruno', conteudo, 'rp-2')];
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const linhas = await t.database.db.select().from(recado).where(eq(recado.titulo, 'Passeio ao museu'));
    expect(linhas).toHaveLength(1);
  });

  it('403 for a class he does not teach, for the whole school, and for a family', async () => {
    const outra = await escrever('bruno', paraSextoA({ codturma: TURMA.segundaEM2026 }), 'rp-3');
    expect(outra.status).toBe(403);
    const escola = await escrever('bruno', paraSextoA({ codturma: null }), 'rp-4');
    expect(escola.status).toBe(403);
    expect(escola.body.conteudo.mensagem).toBe(MENSAGENS_RECADO.escolaInteira);
    expect((await escrever('ana', paraSextoA(), 'rp-5')).status).toBe(403);
    // A school outside his context is not found.
    const fora = await escrever('bruno', paraSextoA({ codempresa: EMPRESA.vidaPlena }), 'rp-6');
    expect(fora.status).toBe(400);
    expect(fora.body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
  });

  it('the school office (secretaria) writes to the whole school and to any class', async () => {
    const escola = await escrever(
      'silvia',
      paraSextoA({ codturma: null, titulo: 'Feriado escolar', pedeCiencia: false }),
      'rp-s1',
    );
    expect(escola.status).toBe(200);
    const segunda = await escrever(
      'silvia',
      paraSextoA({ codturma: TURMA.segundaEM2026, titulo: 'Para a 2ª série' }),
      'rp-s2',
    );
    expect(segunda.status).not.toBe(403);
    const daAna = (await listar('ana')).itens.find((x) => x.titulo === 'Feriado escolar');
    expect(daAna?.autor).toBe('Secretaria · Sílvia Martins');
  });

  it('to chosen students: only their families see it; a student of another class is refused by field', async () => {
    // A classmate's family has no account in the demo: nobody would receive it.
    const ninguem = await escrever(
      'bruno',
      paraSextoA({ titulo: 'Só para A30001', alunos: ['A30001'] }),
      'rp-7',
    );
    expect(ninguem.status).toBe(400);
    expect(ninguem.body.conteudo.mensagem).toBe(MENSAGENS_RECADO.semFamilias);
    const lucas = await escrever(
      'bruno',
      paraSextoA({ titulo: 'Para o Lucas e o A30001', alunos: [ALUNO.lucas, 'A30001'] }),
      'rp-8',
    );
    expect(lucas.status).toBe(200);
    expect((await listar('ana')).itens.some((x) => x.titulo === 'Para o Lucas e o A30001')).toBe(true);
    expect((await listar('bruno')).itens.some((x) => x.titulo === 'Para o Lucas e o A30001')).toBe(true);
    // Another family of the same class, in the same context, does not see it; the chosen classmate's does.
    const contexto = (alunos: string[]) => ({
      codpessoa: 999_999,
      empresas: [EMPRESA.colegioHorizonte],
      condominios: [],
      alunos,
      anoletivo: 2026,
      codturma: TURMA.sextoA2026,
    });
    const ve = async (alunos: string[]) =>
      (
        await buscarRecados(t.database.db, contexto(alunos), {
          codrecado: lucas.body.conteudo.codrecado,
          limite: 1,
          deslocamento: 0,
        })
      ).itens.length;
    expect(await ve(['A30002'])).toBe(0);
    expect(await ve(['A30001'])).toBe(1);
    expect(await ve([])).toBe(0);
    const errado = await escrever('bruno', paraSextoA({ alunos: [ALUNO.lucas, ALUNO.mariana] }), 'rp-9');
    expect(errado.status).toBe(400);
    expect(errado.body.conteudo.campos).toHaveProperty(['conteudo.alunos.1']);
  });

  it('Ana confirms and replies; Bruno sees ciente with its time, her reply, and answers her', async () => {
    expect(
      (
        await t.callV4(CODDAO.confirmarCiente, ['W1', codrecado], {
          token: tokens.ana,
          idempotencyKey: 'c-1',
        })
      ).status,
    ).toBe(200);
    const resposta = await t.callV4(CODDAO.responderRecado, ['W1', codrecado], {
      token: tokens.ana,
      conteudo: { texto: 'Lucas vai levar a régua, obrigada!', anexos: [anexoPng('bilhete.png')] },
      idempotencyKey: 'r-1',
    });
    expect(resposta.status).toBe(200);
    expect(resposta.body.conteudo).toMatchObject({ daFamilia: true, minha: true, codpessoa: PESSOA.ana });
    // The same key again answers the same message, not a second one.
    const repetida = await t.callV4(CODDAO.responderRecado, ['W1', codrecado], {
      token: tokens.ana,
      conteudo: { texto: 'Lucas vai levar a régua, obrigada!', anexos: [anexoPng('bilhete.png')] },
      idempotencyKey: 'r-1',
    });
    expect(repetida.body).toEqual(resposta.body);
    expect(
      await t.database.db.select().from(recadoResposta).where(eq(recadoResposta.codrecado, codrecado)),
    ).toHaveLength(1);
    // Bruno is notified of it.
    const aviso = await t.database.db
      .select()
      .from(notificacao)
      .where(
        and(eq(notificacao.codpessoa, PESSOA.bruno), eq(notificacao.titulo, MENSAGENS_RECADO.novaResposta)),
      );
    expect(aviso).toHaveLength(1);

    const ciencias = cienciasRecadoResultado.parse(
      (await t.callV4(CODDAO.cienciasRecado, ['W1', codrecado], { token: tokens.bruno })).body.conteudo,
    );
    const daAna = ciencias.destinatarios.find((d) => d.codpessoa === PESSOA.ana);
    expect(daAna).toMatchObject({ lido: true, respostas: 1, aguardaResposta: true });
    expect(daAna?.ciente?.em).toMatch(/^\d{4}-/);
    expect(daAna?.ultimaResposta).toBe(resposta.body.conteudo.em);
    expect(ciencias.permiteRespostas).toBe(true);

    // His day lists her message as waiting.
    const dia = inicioProfessorResultado.parse(
      (await t.callV4(CODDAO.inicioProfessor, ['W1'], { token: tokens.bruno })).body.conteudo,
    );
    expect(dia.respostas).toEqual([
      expect.objectContaining({
        codrecado,
        codfamilia: PESSOA.ana,
        texto: 'Lucas vai levar a régua, obrigada!',
      }),
    ]);

    // He reads her thread, answers it; she is notified and reads both; his day has nothing waiting.
    const fio = respostasRecadoResultado.parse(
      (await conversa('bruno', codrecado, PESSOA.ana)).body.conteudo,
    );
    expect(fio.mensagens.map((m) => m.texto)).toEqual(['Lucas vai levar a régua, obrigada!']);
    expect(fio.mensagens[0]?.anexos.map((a) => a.filename)).toEqual(['bilhete.png']);
    expect((await responder('bruno', codrecado, 'Ótimo, até sexta.', 'r-2', PESSOA.ana)).status).toBe(200);
    const dela = respostasRecadoResultado.parse((await conversa('ana', codrecado)).body.conteudo);
    expect(dela.mensagens.map((m) => [m.texto, m.daFamilia, m.minha])).toEqual([
      ['Lucas vai levar a régua, obrigada!', true, true],
      ['Ótimo, até sexta.', false, false],
    ]);
    expect(
      await t.database.db
        .select()
        .from(notificacao)
        .where(
          and(eq(notificacao.codpessoa, PESSOA.ana), eq(notificacao.titulo, MENSAGENS_RECADO.novaResposta)),
        ),
    ).toHaveLength(1);
    const depois = inicioProfessorResultado.parse(
      (await t.callV4(CODDAO.inicioProfessor, ['W1'], { token: tokens.bruno })).body.conteudo,
    );
    expect(depois.respostas).toEqual([]);

    // The reply's attachment: Ana and Bruno download it, Carla may not.
    const [arquivo] = await t.database.db.select().from(anexo).where(eq(anexo.filename, 'bilhete.png'));
    const baixar = async (quem: keyof typeof tokens) =>
      (
        await t.app.inject({
          method: 'GET',
          url: await v3Path('anexo', [arquivo?.codanexo ?? 0]),
          headers: { authorization: `Bearer ${tokens[quem]}` },
        })
      ).statusCode;
    expect(await baixar('ana')).toBe(200);
    expect(await baixar('bruno')).toBe(200);
    expect(await baixar('carla')).toBe(403);
    expect(await t.database.db.select().from(pushSaida)).toBeDefined();
  });

  it('a family reads only its own thread; outside the context it is not found; the author must name one', async () => {
    const alheia = await conversa('ana', codrecado, PESSOA.bruno);
    expect(alheia.status).toBe(400);
    expect(alheia.body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
    const carla = await conversa('carla', codrecado);
    expect(carla.body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
    expect((await responder('carla', codrecado, 'oi', 'r-3')).body.conteudo.mensagem).toBe(
      MENSAGENS_API.naoEncontrado,
    );
    const semFamilia = await conversa('bruno', codrecado);
    expect(semFamilia.body.conteudo.mensagem).toBe(MENSAGENS_RECADO.conversaDoAutor);
  });

  it('a recado that does not allow replies refuses them as a domain conflict', async () => {
    const r = await escrever(
      'bruno',
      paraSextoA({ titulo: 'Sem respostas', permiteRespostas: false }),
      'rp-10',
    );
    const recusa = await responder('ana', r.body.conteudo.codrecado, 'posso?', 'r-4');
    expect(recusa.status).toBe(400);
    expect(recusa.body.conteudo).toMatchObject({
      codigo: 'CONFLITO',
      mensagem: MENSAGENS_RECADO.semRespostas,
    });
  });

  it('Início do professor: his classes today and the grades missing in this bimester; 403 to a family', async () => {
    const dia = inicioProfessorResultado.parse(
      (await t.callV4(CODDAO.inicioProfessor, ['W1'], { token: tokens.bruno })).body.conteudo,
    );
    expect(dia.bimestre).toBeGreaterThanOrEqual(1);
    const turmas = dia.notasPendentes.map((p) => p.codturma);
    // The demo's 2026 grades stop at the 3rd bimester: in the 4th every class of his is pending.
    if (dia.bimestre === 4)
      expect(turmas).toEqual(expect.arrayContaining([TURMA.sextoA2026, TURMA.nonoB2026]));
    for (const p of dia.notasPendentes) expect(p.semNota).toBeLessThanOrEqual(p.alunos);
    for (const a of dia.aulas) expect(a.turma).not.toBe(a.codturma);
    // Today's lessons are the `aula` rows of what he teaches, each saying whether its roll call was taken.
    const deHoje = rowsOf<{ codaula: number; feita: boolean }>(
      await t.database.db.execute(
        sql`select a.codaula, a.chamada_em is not null as feita from aula a join docencia d
            on d.codpessoa = ${PESSOA.bruno} and d.coddisciplina = a.coddisciplina and d.anoletivo = a.anoletivo
            and d.codturma = a.codturma where a.data = ${dia.dia} order by a.codaula`,
      ),
    );
    expect(
      dia.aulas.map((a) => [a.codaula, a.chamadaFeita]).sort((x, y) => Number(x[0]) - Number(y[0])),
    ).toEqual(deHoje.map((a) => [a.codaula, a.feita]));
    expect((await t.callV4(CODDAO.inicioProfessor, ['W1'], { token: tokens.ana })).status).toBe(403);
  });
});
