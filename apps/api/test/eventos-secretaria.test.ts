import {
  CODDAO,
  calendarioEscolarResultado,
  MENSAGENS_API,
  MENSAGENS_EVENTO_ESCOLAR,
  mesDoDia,
} from '@portal/core';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificacao } from '../src/db/schema/index.ts';
import { ALUNO, EMPRESA, PESSOA, TURMA } from '../src/seed-data/index.ts';
import { CPF } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, REFERENCIA_TESTE, type TestApp } from './helper.ts';

/**
 * Issue 31, the school office publishes the calendar (coddao 284–286): Sílvia, secretaria of Colégio Horizonte,
 * creates, changes and cancels an event of a class or of the whole school; it is in Ana's calendar (280) and
 * feed at once and her family is notified; no one else may (403), no other school is reachable (not found), and
 * core's rules name each wrong field.
 */

/** A day a few days ahead, in the reference day's year (today at worst). */
function diaAdiante(dias: number): string {
  const d = new Date(Date.parse(`${REFERENCIA_TESTE}T12:00:00Z`) + dias * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return d.slice(0, 4) === REFERENCIA_TESTE.slice(0, 4) ? d : `${REFERENCIA_TESTE.slice(0, 4)}-12-31`;
}
const ANO = Number(REFERENCIA_TESTE.slice(0, 4));

describe.each(databaseKinds())('the school office publishes events (%s)', (kind) => {
  let t: TestApp;
  const tokens: Record<'silvia' | 'bruno' | 'ana', string> = { silvia: '', bruno: '', ana: '' };
  let n = 0;
  const chave = () => `evento-${kind}-${++n}`;

  beforeAll(async () => {
    t = await buildTestApp({ kind, now: agoraTeste, settings: { tokenTtlSeconds: 90 * 24 * 3600 } });
    const [silvia, bruno, ana] = await Promise.all([
      t.login(CPF.silvia),
      t.login(CPF.bruno),
      t.login(CPF.ana),
    ]);
    const lucas = await t.callV4(4, ['W1', EMPRESA.colegioHorizonte, '', '', ALUNO.lucas, ''], {
      token: ana,
    });
    expect(lucas.status).toBe(200);
    Object.assign(tokens, { silvia, bruno, ana: lucas.body.conteudo as string });
  }, 60_000);
  afterAll(() => t?.close());

  const prova = (parte: Record<string, unknown> = {}) => ({
    codempresa: EMPRESA.colegioHorizonte,
    anoletivo: ANO,
    codturma: TURMA.sextoA2026,
    tipo: 'prova',
    titulo: 'Prova de Geografia',
    descricao: 'Capítulos 4 e 5.',
    data: diaAdiante(5),
    dataFim: null,
    horaInicio: '07:30',
    horaFim: '09:10',
    ...parte,
  });
  const publicar = (quem: keyof typeof tokens, conteudo: unknown, idempotencyKey = chave()) =>
    t.callV4(CODDAO.publicarEventoEscolar, ['W1'], { token: tokens[quem], idempotencyKey, conteudo });
  const calendario = async (quem: keyof typeof tokens, dia: string) => {
    const { ano, mes } = mesDoDia(dia);
    const r = await t.callV4(CODDAO.calendarioEscolar, ['W1', ano, mes], { token: tokens[quem] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return calendarioEscolarResultado.parse(r.body.conteudo);
  };
  const avisosDeAna = (titulo: string) =>
    t.database.db
      .select()
      .from(notificacao)
      .where(and(eq(notificacao.codpessoa, PESSOA.ana), eq(notificacao.titulo, titulo)));

  it('the office is offered its school and classes; families and teachers are not', async () => {
    const dia = diaAdiante(5);
    const silvia = await calendario('silvia', dia);
    expect(silvia.publicacao).toMatchObject({ codempresa: EMPRESA.colegioHorizonte, anoletivo: ANO });
    expect(silvia.publicacao?.turmas.map((x) => x.codturma)).toContain(TURMA.sextoA2026);
    expect((await calendario('ana', dia)).publicacao).toBeNull();
    expect((await calendario('bruno', dia)).publicacao).toBeNull();
    // coddao 287: the same school and classes, for the office's forms; 403 for anyone else.
    const turmas = await t.callV4(CODDAO.turmasDaSecretaria, ['W1'], { token: tokens.silvia });
    expect(turmas.body.conteudo).toEqual(silvia.publicacao);
    expect((await t.callV4(CODDAO.turmasDaSecretaria, ['W1'], { token: tokens.bruno })).status).toBe(403);
    expect((await t.callV4(CODDAO.turmasDaSecretaria, ['W1'], { token: tokens.ana })).status).toBe(403);
  });

  it('Sílvia publishes an exam for 6º A: Ana sees it in her calendar and feed at once, and is notified', async () => {
    const r = await publicar('silvia', prova());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { codevento, familias } = r.body.conteudo;
    expect(familias).toBeGreaterThan(0);
    const deAna = (await calendario('ana', diaAdiante(5))).eventos.find((e) => e.id === `e${codevento}`);
    expect(deAna).toMatchObject({
      tipo: 'prova',
      titulo: 'Prova de Geografia',
      data: diaAdiante(5),
      horaInicio: '07:30',
      horaFim: '09:10',
      turma: '6º ano A - Ensino Fundamental',
      editavel: false,
    });
    const daSilvia = (await calendario('silvia', diaAdiante(5))).eventos.find(
      (e) => e.id === `e${codevento}`,
    );
    expect(daSilvia).toMatchObject({ editavel: true, codturma: TURMA.sextoA2026 });
    const [aviso] = await avisosDeAna(MENSAGENS_EVENTO_ESCOLAR.avisoNovo);
    expect(aviso?.mensagem).toContain('Prova de Geografia');
    expect(aviso?.rota).toBe('/escola/calendario');

    const feed = await t.callV4(CODDAO.feedCalendario, ['W1'], { token: tokens.ana });
    const url = feed.body.conteudo.url as string;
    const ics = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    const cal = new ICAL.Component(ICAL.parse(ics.body));
    const uids = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).uid);
    expect(uids).toContain(`escola-e${codevento}@portal`);
  });

  it('is idempotent: the same key answers the first event and publishes nothing again', async () => {
    const k = chave();
    const a = await publicar(
      'silvia',
      prova({ titulo: 'Reunião de pais', tipo: 'reuniao', codturma: null }),
      k,
    );
    const b = await publicar(
      'silvia',
      prova({ titulo: 'Reunião de pais', tipo: 'reuniao', codturma: null }),
      k,
    );
    expect(a.status).toBe(200);
    expect(b.body.conteudo).toEqual(a.body.conteudo);
    const doMes = (await calendario('ana', diaAdiante(5))).eventos.filter(
      (e) => e.titulo === 'Reunião de pais',
    );
    expect(doMes).toHaveLength(1);
    expect(doMes[0]?.turma).toBeNull();
  });

  it('ten sends of the same key at once publish one event', async () => {
    const k = chave();
    const conteudo = prova({ titulo: 'Passeio ao museu', tipo: 'passeio', horaInicio: null, horaFim: null });
    const respostas = await Promise.all(Array.from({ length: 10 }, () => publicar('silvia', conteudo, k)));
    // Each answers the one event, or that the same request is still running (409, SPEC §7).
    for (const r of respostas) expect([200, 409]).toContain(r.status);
    const doMes = (await calendario('ana', diaAdiante(5))).eventos.filter(
      (e) => e.titulo === 'Passeio ao museu',
    );
    expect(doMes).toHaveLength(1);
  });

  it('only the school office: Bruno and Ana get 403', async () => {
    expect((await publicar('bruno', prova())).status).toBe(403);
    expect((await publicar('ana', prova())).status).toBe(403);
    const [primeiro] = (await calendario('silvia', diaAdiante(5))).eventos.filter((e) => e.editavel);
    const id = Number(primeiro?.id.slice(1));
    const editar = (quem: keyof typeof tokens) =>
      t.callV4(CODDAO.editarEventoEscolar, ['W1', id], {
        token: tokens[quem],
        idempotencyKey: chave(),
        conteudo: prova(),
      });
    expect((await editar('bruno')).status).toBe(403);
    expect((await editar('ana')).status).toBe(403);
    const cancelar = await t.callV4(CODDAO.cancelarEventoEscolar, ['W1', id], {
      token: tokens.ana,
      idempotencyKey: chave(),
    });
    expect(cancelar.status).toBe(403);
  });

  it('another school, or an event that is not there, is not found', async () => {
    const outra = await publicar('silvia', prova({ codempresa: EMPRESA.escolaAurora }));
    expect(outra.status).toBe(400);
    expect(outra.body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
    const nenhum = await t.callV4(CODDAO.cancelarEventoEscolar, ['W1', 999_999], {
      token: tokens.silvia,
      idempotencyKey: chave(),
    });
    expect(nenhum.status).toBe(400);
    expect(nenhum.body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
  });

  it('core names each wrong field: no title, a past day, an end before the start, an unknown class', async () => {
    const ontem = new Date(Date.parse(`${REFERENCIA_TESTE}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const casos: [Record<string, unknown>, string, string][] = [
      [{ titulo: '  ' }, 'conteudo.titulo', MENSAGENS_EVENTO_ESCOLAR.tituloObrigatorio],
      [{ tipo: 'feriado' }, 'conteudo.tipo', MENSAGENS_EVENTO_ESCOLAR.tipoInvalido],
      [{ horaFim: '07:00' }, 'conteudo.horaFim', MENSAGENS_EVENTO_ESCOLAR.horaFimAntes],
      [{ codturma: 'NAO-EXISTE' }, 'conteudo.codturma', MENSAGENS_EVENTO_ESCOLAR.turmaDesconhecida],
    ];
    if (ontem.slice(0, 4) === REFERENCIA_TESTE.slice(0, 4))
      casos.push([{ data: ontem }, 'conteudo.data', MENSAGENS_EVENTO_ESCOLAR.dataPassada]);
    for (const [parte, campo, mensagem] of casos) {
      const r = await publicar('silvia', prova(parte));
      expect(r.status).toBe(400);
      expect(r.body.conteudo.campos).toEqual({ [campo]: mensagem });
    }
  });

  it('Sílvia changes the exam and then cancels it: Ana sees each change and is told of each', async () => {
    const r = await publicar('silvia', prova({ titulo: 'Prova de Inglês' }));
    const { codevento } = r.body.conteudo;
    const novoDia = diaAdiante(6);
    const editado = await t.callV4(CODDAO.editarEventoEscolar, ['W1', codevento], {
      token: tokens.silvia,
      idempotencyKey: chave(),
      conteudo: prova({
        titulo: 'Prova de Inglês (nova data)',
        data: novoDia,
        horaInicio: null,
        horaFim: null,
      }),
    });
    expect(editado.status, JSON.stringify(editado.body)).toBe(200);
    const visto = (await calendario('ana', novoDia)).eventos.find((e) => e.id === `e${codevento}`);
    expect(visto).toMatchObject({ titulo: 'Prova de Inglês (nova data)', data: novoDia, horaInicio: null });
    expect((await avisosDeAna(MENSAGENS_EVENTO_ESCOLAR.avisoAlterado)).length).toBeGreaterThan(0);

    const k = chave();
    const cancelar = () =>
      t.callV4(CODDAO.cancelarEventoEscolar, ['W1', codevento], { token: tokens.silvia, idempotencyKey: k });
    const c1 = await cancelar();
    expect(c1.status).toBe(200);
    expect((await cancelar()).body.conteudo).toEqual(c1.body.conteudo);
    expect((await calendario('ana', novoDia)).eventos.some((e) => e.id === `e${codevento}`)).toBe(false);
    expect((await avisosDeAna(MENSAGENS_EVENTO_ESCOLAR.avisoCancelado)).length).toBe(1);
  });
});
