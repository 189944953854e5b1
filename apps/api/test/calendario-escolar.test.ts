import { CODDAO, calendarioEscolarResultado, feedCalendarioResultado, mesDoDia } from '@portal/core';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventosDasTurmas, turmasDe } from '../src/calendario/eventos-das-turmas.ts';
import { hashDoToken } from '../src/calendario/feed-token.ts';
import { feedCalendario, idempotencia } from '../src/db/schema/index.ts';
import { redactUrl } from '../src/http/log-redaction.ts';
import { ALUNO, EMPRESA, PESSOA, TURMA } from '../src/seed-data/index.ts';
import { CPF } from './fixtures.ts';
import { buildTestApp, databaseKinds, demoTeste, type TestApp } from './helper.ts';

/**
 * Issue 31's school calendar: the month of the context's child's class and school with the national holidays
 * (coddao 280), and the private feed (coddao 281–283, GET /api/calendario/{token}.ics): only its hash stored,
 * shown once, revocable, regenerated.
 */

const daTurma = (codturma: string | null, titulo: string) => {
  const e = demoTeste.eventosEscolares.find((x) => x.codturma === codturma && x.titulo === titulo);
  if (!e) throw new Error(`evento ${titulo} ausente`);
  return e;
};
const provaLucas = daTurma(TURMA.sextoA2026, 'Prova de Matemática');
const provaMariana = daTurma(TURMA.nonoB2026, 'Prova de Matemática');
const provaOutraTurma = daTurma(TURMA.primeiraEM2026, 'Prova de Física');
const semanaDeProvas = daTurma(null, 'Semana de provas do 4º bimestre');

/** The VEVENTs of an iCalendar text, read by ical.js. */
function eventosDoIcs(texto: string) {
  const cal = new ICAL.Component(ICAL.parse(texto));
  return cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

it('a feed’s path is logged without its token', () => {
  expect(redactUrl(`/api/calendario/${'a'.repeat(43)}.ics`)).toBe('/api/calendario/***');
});

describe.each(databaseKinds())('the school calendar (%s)', (kind) => {
  let t: TestApp;
  let ana = '';
  let anaMariana = '';
  let carla = '';

  beforeAll(async () => {
    t = await buildTestApp({ kind });
    ana = await t.login(CPF.ana);
    carla = await t.login(CPF.carla);
    const lucas = await t.callV4(4, ['W1', EMPRESA.colegioHorizonte, '', '', ALUNO.lucas, ''], {
      token: ana,
    });
    expect(lucas.status).toBe(200);
    ana = lucas.body.conteudo;
    const mariana = await t.callV4(4, ['W1', EMPRESA.colegioHorizonte, '', '', ALUNO.mariana, ''], {
      token: ana,
    });
    expect(mariana.status).toBe(200);
    anaMariana = mariana.body.conteudo;
  }, 60_000);
  afterAll(() => t?.close());

  const mes = async (token: string, dia: string) => {
    const { ano, mes: m } = mesDoDia(dia);
    const r = await t.callV4(CODDAO.calendarioEscolar, ['W1', ano, m], { token });
    expect(r.status).toBe(200);
    return calendarioEscolarResultado.parse(r.body.conteudo).eventos;
  };

  it('shows the context child’s class and the whole school, never another class', async () => {
    const doLucas = await mes(ana, provaLucas.data);
    const titulos = doLucas.map((e) => `${e.titulo}|${e.turma ?? ''}`);
    expect(titulos).toContain('Prova de Matemática|6º ano A - Ensino Fundamental');
    expect(doLucas.find((e) => e.id === `e${provaLucas.codeventoescolar}`)).toMatchObject({
      tipo: 'prova',
      data: provaLucas.data,
      horaInicio: '07:30',
      horaFim: '09:10',
    });
    expect(doLucas.some((e) => e.id === `e${semanaDeProvas.codeventoescolar}`)).toBe(true);
    expect(doLucas.some((e) => e.id === `e${provaMariana.codeventoescolar}`)).toBe(false);
    expect(doLucas.some((e) => e.id === `e${provaOutraTurma.codeventoescolar}`)).toBe(false);

    const daMariana = await mes(anaMariana, provaMariana.data);
    expect(daMariana.some((e) => e.id === `e${provaMariana.codeventoescolar}`)).toBe(true);
    expect(daMariana.some((e) => e.id === `e${provaLucas.codeventoescolar}`)).toBe(false);
  });

  it('carries the national holidays of the month asked, from date-holidays, and nothing of a school elsewhere', async () => {
    const novembro = await mes(carla, '2026-11-01');
    expect(novembro.filter((e) => e.tipo === 'feriado').map((e) => [e.data, e.titulo])).toEqual([
      ['2026-11-02', 'Dia de Finados'],
      ['2026-11-15', 'Proclamação da República'],
      ['2026-11-20', 'Dia da Consciência Negra'],
    ]);
    // Carla has no child at the school: only the holidays.
    expect(novembro.every((e) => e.tipo === 'feriado')).toBe(true);
    const r = await t.callV4(CODDAO.calendarioEscolar, ['W1', 2026, 13], { token: ana });
    expect(r.status).toBe(400);
  });

  it('the school office and the direction see every class of their school; a teacher, the classes taught', async () => {
    const db = t.database.db;
    const de = (turmas: Awaited<ReturnType<typeof turmasDe>>) =>
      eventosDasTurmas(db, turmas, provaLucas.data, provaMariana.data);
    const secretaria = await turmasDe(
      db,
      { codpessoa: 1, credenciais: ['S'] },
      [],
      [EMPRESA.colegioHorizonte],
    );
    const ids = (await de(secretaria)).map((e) => e.id);
    expect(ids).toContain(`e${provaLucas.codeventoescolar}`);
    expect(ids).toContain(`e${provaMariana.codeventoescolar}`);
    const bruno = await turmasDe(
      db,
      { codpessoa: PESSOA.bruno, credenciais: ['4'] },
      [],
      [EMPRESA.colegioHorizonte],
    );
    expect(bruno.turmas).toContain(TURMA.sextoA2026);
    expect((await de(bruno)).map((e) => e.id)).toContain(`e${provaLucas.codeventoescolar}`);
    // Someone of another company sees nothing of the school.
    expect(await turmasDe(db, { codpessoa: 1, credenciais: ['S'] }, [], [])).toEqual({
      empresas: [],
      turmas: [],
    });
  });

  const feed = (token: string, chave?: string, coddao: number = CODDAO.feedCalendario) =>
    t.callV4(coddao, ['W1'], { token, ...(chave ? { idempotencyKey: chave } : {}) });
  const baixar = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('gives the feed’s address once; the feed carries every child’s exams on their days, and only them', async () => {
    const primeiro = feedCalendarioResultado.parse((await feed(ana)).body.conteudo);
    expect(primeiro.existe).toBe(true);
    expect(primeiro.url).toMatch(/^https?:\/\/[^/]+\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await feed(ana)).body.conteudo).toEqual({ existe: true, url: null });

    const token = /calendario\/(.+)\.ics$/.exec(primeiro.url ?? '')?.[1] ?? '';
    const [linha] = await t.database.db
      .select()
      .from(feedCalendario)
      .where(eq(feedCalendario.codpessoa, PESSOA.ana));
    expect(linha?.hashToken).toBe(hashDoToken(token));
    expect(linha?.hashToken).not.toContain(token);

    const r = await baixar(primeiro.url ?? '');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/calendar');
    const eventos = eventosDoIcs(r.body);
    const prova = eventos.find((e) => e.uid === `escola-e${provaLucas.codeventoescolar}@portal`);
    expect(prova?.summary).toBe('Prova: Prova de Matemática');
    // 07:30 in Brasília is 10:30 UTC, on the exam's day.
    expect(prova?.startDate.toJSDate().toISOString()).toBe(`${provaLucas.data}T10:30:00.000Z`);
    expect(eventos.some((e) => e.uid === `escola-e${provaMariana.codeventoescolar}@portal`)).toBe(true);
    expect(eventos.some((e) => e.uid === `escola-e${provaOutraTurma.codeventoescolar}@portal`)).toBe(false);
    const semana = eventos.find((e) => e.uid === `escola-e${semanaDeProvas.codeventoescolar}@portal`);
    expect(semana?.startDate.isDate).toBe(true);
    expect(semana?.startDate.toString()).toBe(semanaDeProvas.data);
  });

  it('revoked: the address answers 404, and revoking again is still fine', async () => {
    const { url } = feedCalendarioResultado.parse((await feed(carla)).body.conteudo);
    expect((await baixar(url ?? '')).statusCode).toBe(200);
    expect((await feed(carla, 'revogar-1', CODDAO.revogarFeedCalendario)).body.conteudo).toEqual({
      existe: false,
      url: null,
    });
    expect((await baixar(url ?? '')).statusCode).toBe(404);
    expect((await feed(carla, 'revogar-2', CODDAO.revogarFeedCalendario)).status).toBe(200);
    // Made anew after a revocation.
    expect(feedCalendarioResultado.parse((await feed(carla)).body.conteudo).url).not.toBe(url);
  });

  it('regenerated: the old address is 404, the new one 200; a replay does not show it again', async () => {
    const antes = await t.database.db.select().from(feedCalendario);
    const velho = `/api/calendario/${'x'.repeat(43)}.ics`;
    expect((await t.app.inject({ method: 'GET', url: velho })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendario/nada.ics' })).statusCode).toBe(404);

    const { url: primeiro } = feedCalendarioResultado.parse(
      (await feed(ana, 'gerar-1', CODDAO.regenerarFeedCalendario)).body.conteudo,
    );
    const { url: segundo } = feedCalendarioResultado.parse(
      (await feed(ana, 'gerar-2', CODDAO.regenerarFeedCalendario)).body.conteudo,
    );
    expect(primeiro).not.toBe(segundo);
    expect((await baixar(primeiro ?? '')).statusCode).toBe(404);
    expect((await baixar(segundo ?? '')).statusCode).toBe(200);

    const replay = await feed(ana, 'gerar-2', CODDAO.regenerarFeedCalendario);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.conteudo).toEqual({ existe: true, url: null });
    expect((await baixar(segundo ?? '')).statusCode).toBe(200);
    // The idempotency keys keep no address either.
    const guardadas = await t.database.db.select().from(idempotencia);
    expect(guardadas.filter((g) => g.corpo?.includes('/api/calendario/'))).toEqual([]);
    expect((await t.database.db.select().from(feedCalendario)).length).toBeGreaterThan(antes.length);
  });

  it('ten regenerations at once leave one live address', async () => {
    const respostas = await Promise.all(
      Array.from({ length: 10 }, (_, i) => feed(ana, `junto-${i}`, CODDAO.regenerarFeedCalendario)),
    );
    expect(respostas.every((r) => r.status === 200)).toBe(true);
    const vivas = (await t.database.db.select().from(feedCalendario)).filter(
      (f) => f.codpessoa === PESSOA.ana && f.revogadoEm === null,
    );
    expect(vivas).toHaveLength(1);
    const urls = respostas.map((r) => r.body.conteudo.url).filter((u): u is string => u !== null);
    const vivos = await Promise.all(urls.map(async (u) => (await baixar(u)).statusCode));
    expect(vivos.filter((s) => s === 200)).toHaveLength(1);
  });
});
