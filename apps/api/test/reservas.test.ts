import {
  areasComunsResultado,
  calendarioAreaResultado,
  disponibilidadeAreaResultado,
  MENSAGENS_API,
  MENSAGENS_RESERVA,
  mensagemHorarioOcupado,
  reservaSchema,
} from '@portal/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaComum, cobranca, reserva } from '../src/db/schema/index.ts';
import { AREA } from '../src/seed-data/index.ts';
import { quitarCotasAbertas } from './cotas-em-dia.ts';
import { CPF } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, REFERENCIA_TESTE, type TestApp } from './helper.ts';

const DIA_MS = 86_400_000;
/** A day `n` days after the test's reference day, 'yyyy-mm-dd'. */
const diaMais = (n: number) =>
  new Date(Date.parse(`${REFERENCIA_TESTE}T12:00:00Z`) + n * DIA_MS).toISOString().slice(0, 10);
/** 14:00 in Brasília on that day: the party room's second slot (10:00–14:00, 14:00–18:00, 18:00–22:00). */
const tarde = (dia: string) => `${dia}T17:00:00.000Z`;

/**
 * Issue 32, bookings of the common areas (coddao 700–707): the rules are core's, the slot is the database's (the
 * exclusion constraint `reserva_sem_sobreposicao`, on PGlite through its btree_gist extension), the fee a charge of
 * the unit cancelled with the booking, the síndico's operations refused to residents.
 */
describe.each(databaseKinds())('reservas (coddao 700–707) on %s', (kind) => {
  let t: TestApp;
  let carla: string;
  let paulo: string;
  let roberto: string;
  let sebastiao: string;
  let ana: string;
  let chave = 0;
  const novaChave = () => `reserva-${kind}-${++chave}`;

  beforeAll(async () => {
    t = await buildTestApp({ kind, now: agoraTeste, settings: { tokenTtlSeconds: 90 * 24 * 3600 } });
    [carla, paulo, roberto, sebastiao, ana] = await Promise.all([
      t.login(CPF.carla),
      t.login(CPF.paulo),
      t.login(CPF.roberto),
      t.login(CPF.sebastiao),
      t.login(CPF.ana),
    ]);
    // A fee is a charge of its own when the unit has no open bill (reserva-na-cota.test puts it on one).
    await quitarCotasAbertas(t.database.db, REFERENCIA_TESTE);
  }, 180_000);
  afterAll(() => t?.close());

  const reservar = (codarea: number, inicio: string, token = carla, idempotencyKey = novaChave()) =>
    t.callV4(702, ['W1', codarea], { token, idempotencyKey, conteudo: { inicio } });

  it("lists the areas of Carla's buildings with their rules, and none to someone without a unit", async () => {
    const r = await t.callV4(700, ['W1'], { token: carla });
    expect(r.status).toBe(200);
    const areas = areasComunsResultado.parse(r.body.conteudo);
    // Her context's unit is in Acácias: its areas, not those of her other building.
    expect(areas.itens.map((a) => a.codarea).sort()).toEqual([
      AREA.salaoAcacias,
      AREA.churrasqueiraAcacias,
      AREA.quadraAcacias,
    ]);
    expect(areas.itens.find((a) => a.codarea === AREA.salaoAcacias)).toMatchObject({
      nome: 'Salão de festas',
      abre: '10:00',
      fecha: '22:00',
      duracaoMinutos: 240,
      taxaCentavos: 15_000,
    });
    const daAna = await t.callV4(700, ['W1'], { token: ana });
    expect(daAna.status).toBe(403);
  });

  it("answers a day's slots and the month's free ones; another building's area is not found", async () => {
    const dia = diaMais(3);
    const r = await t.callV4(701, ['W1', AREA.salaoAcacias, dia], { token: carla });
    expect(r.status).toBe(200);
    const d = disponibilidadeAreaResultado.parse(r.body.conteudo);
    expect(d.horarios.map((h) => [h.inicio, h.situacao])).toEqual([
      [`${dia}T13:00:00.000Z`, 'livre'],
      [`${dia}T17:00:00.000Z`, 'livre'],
      [`${dia}T21:00:00.000Z`, 'livre'],
    ]);
    expect(d.mes.find((m) => m.dia === dia)?.livres).toBe(3);
    const fora = await t.callV4(701, ['W1', AREA.quadraVilaVerde, dia], { token: carla });
    expect(fora.status).toBe(400);
    expect(fora.body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
    const reservaFora = await reservar(AREA.quadraVilaVerde, `${dia}T12:00:00.000Z`);
    expect(reservaFora.body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
  });

  it('books a slot: confirmed, the fee a charge of the unit; the slot is then taken; the same key answers the same', async () => {
    const dia = diaMais(4);
    const key = novaChave();
    const r = await reservar(AREA.salaoAcacias, tarde(dia), carla, key);
    expect(r.status).toBe(200);
    const feita = reservaSchema.parse(r.body.conteudo);
    expect(feita).toMatchObject({
      area: 'Salão de festas',
      unidade: 'Bloco A - Apto 302',
      situacao: 'confirmada',
      taxaCentavos: 15_000,
      inicio: tarde(dia),
      fim: `${dia}T21:00:00.000Z`,
      podeCancelar: true,
    });
    const [charge] = await t.database.db
      .select()
      .from(cobranca)
      .where(eq(cobranca.codcobranca, feita.codcobranca ?? -1));
    expect(charge).toMatchObject({
      modulo: 'condominio',
      lista: 'boletos',
      escCodcondomino: feita.codcondomino,
      valorCentavos: 15_000,
      titulo: 'Reserva: Salão de festas',
      vencimento: dia,
      canceladoEm: null,
    });
    // The charge is one of the unit's bills, with its boleto and Pix (coddao 501).
    const boleto = await t.callV4(501, ['W1', 'condominio', feita.codcobranca], { token: carla });
    expect(boleto.status).toBe(200);

    const again = await reservar(AREA.salaoAcacias, tarde(dia), carla, key);
    expect(again.body.conteudo.codreserva).toBe(feita.codreserva);

    const disp = await t.callV4(701, ['W1', AREA.salaoAcacias, dia], { token: carla });
    expect(disp.body.conteudo.horarios.map((h: { situacao: string }) => h.situacao)).toEqual([
      'livre',
      'ocupado',
      'livre',
    ]);
    const outra = await reservar(AREA.salaoAcacias, tarde(dia));
    expect(outra.status).toBe(400);
    expect(outra.body.conteudo.codigo).toBe('CONFLITO');
    expect(outra.body.conteudo.mensagem).toBe(
      mensagemHorarioOcupado('Salão de festas', {
        inicio: new Date(tarde(dia)),
        fim: new Date(`${dia}T21:00:00Z`),
      }),
    );

    const minhas = await t.callV4(703, ['W1'], { token: carla });
    expect(minhas.status).toBe(200);
    expect(minhas.body.conteudo.itens.map((x: { codreserva: number }) => x.codreserva)).toContain(
      feita.codreserva,
    );
  });

  it('a booking read and checked before its transaction still replays its answer when the same check would now refuse it', async () => {
    // 11:00 in Brasília, the barbecue's first slot, two months ahead (the area's other bookings are days apart).
    const manha = (n: number) => `${diaMais(n)}T14:00:00.000Z`;
    const key = novaChave();
    const r = await reservar(AREA.churrasqueiraAcacias, manha(60), carla, key);
    expect(r.status).toBe(200);
    // The area now asks for more notice than the slot has: a new booking would be refused by core's rules.
    const [original] = await t.database.db
      .select({ antecedenciaHoras: areaComum.antecedenciaHoras })
      .from(areaComum)
      .where(eq(areaComum.codarea, AREA.churrasqueiraAcacias));
    await t.database.db
      .update(areaComum)
      .set({ antecedenciaHoras: 24 * 365 })
      .where(eq(areaComum.codarea, AREA.churrasqueiraAcacias));
    try {
      const again = await reservar(AREA.churrasqueiraAcacias, manha(60), carla, key);
      expect(again.status).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body.conteudo).toEqual(r.body.conteudo);
      const nova = await reservar(AREA.churrasqueiraAcacias, manha(61), carla);
      expect(nova.status).toBe(400);
      expect(nova.body.conteudo.mensagem).toBe(MENSAGENS_RESERVA.antecedencia(24 * 365));
    } finally {
      await t.database.db
        .update(areaComum)
        .set({ antecedenciaHoras: original?.antecedenciaHoras ?? 0 })
        .where(eq(areaComum.codarea, AREA.churrasqueiraAcacias));
    }
  });

  it("refuses what core refuses, in Portuguese: no slot, no notice, beyond the month's maximum", async () => {
    const r1 = await reservar(AREA.salaoAcacias, `${diaMais(5)}T18:00:00.000Z`);
    expect(r1.status).toBe(400);
    expect(r1.body.conteudo.mensagem).toBe(MENSAGENS_RESERVA.foraDoHorario);
    // Today's evening slot: less than the 24 hours' notice.
    const r2 = await reservar(AREA.salaoAcacias, `${REFERENCIA_TESTE}T21:00:00.000Z`);
    expect(r2.body.conteudo.mensagem).toBe(MENSAGENS_RESERVA.antecedencia(24));
    // Two a month: a third in the same month is refused.
    const mes = diaMais(40).slice(0, 7);
    const dias = [`${mes}-10`, `${mes}-11`, `${mes}-12`];
    expect((await reservar(AREA.salaoAcacias, tarde(dias[0] ?? ''))).status).toBe(200);
    expect((await reservar(AREA.salaoAcacias, tarde(dias[1] ?? ''))).status).toBe(200);
    const terceira = await reservar(AREA.salaoAcacias, tarde(dias[2] ?? ''));
    expect(terceira.status).toBe(400);
    expect(terceira.body.conteudo.mensagem).toBe(MENSAGENS_RESERVA.limiteMensal(2));
    expect(terceira.body.conteudo.codigo).toBe('CONFLITO');
  });

  it('cancels within the window with its charge, and not after it', async () => {
    // A month of its own (two months from any other of this file's): the booking near today below is then only
    // the second of its month, whatever day this runs.
    const dia = diaMais(175);
    const r = await reservar(AREA.salaoAcacias, `${dia}T13:00:00.000Z`);
    const feita = reservaSchema.parse(r.body.conteudo);
    const c = await t.callV4(704, ['W1', feita.codreserva], { token: carla, idempotencyKey: novaChave() });
    expect(c.status).toBe(200);
    expect(c.body.conteudo.situacao).toBe('cancelada');
    const [charge] = await t.database.db
      .select({ canceladoEm: cobranca.canceladoEm })
      .from(cobranca)
      .where(eq(cobranca.codcobranca, feita.codcobranca ?? -1));
    expect(charge?.canceladoEm).not.toBeNull();
    // The slot is free again.
    expect((await reservar(AREA.salaoAcacias, `${dia}T13:00:00.000Z`)).status).toBe(200);
    const denovo = await t.callV4(704, ['W1', feita.codreserva], {
      token: carla,
      idempotencyKey: novaChave(),
    });
    expect(denovo.body.conteudo.mensagem).toBe(MENSAGENS_RESERVA.jaCancelada);

    // Within 48 hours of its start: the window is closed.
    const perto = await reservar(AREA.salaoAcacias, tarde(diaMais(1)));
    expect(perto.status).toBe(200);
    const tarde1 = await t.callV4(704, ['W1', perto.body.conteudo.codreserva], {
      token: carla,
      idempotencyKey: novaChave(),
    });
    expect(tarde1.status).toBe(400);
    expect(tarde1.body.conteudo.mensagem).toBe(MENSAGENS_RESERVA.prazoCancelamento(48));
    // Another person's unit's booking is not found.
    const daAna = await t.callV4(704, ['W1', perto.body.conteudo.codreserva], {
      token: ana,
      idempotencyKey: novaChave(),
    });
    expect(daAna.status).toBe(403);
  });

  it("the month view (coddao 708): each day's state for the building's residents alike, fresh after every booking and cancel; scoped to the unit's building", async () => {
    const dia = diaMais(250);
    const mes = dia.slice(0, 7);
    const antes = await t.callV4(708, ['W1', AREA.salaoAcacias, mes], { token: paulo });
    expect(antes.status).toBe(200);
    const lido = calendarioAreaResultado.parse(antes.body.conteudo);
    expect(lido.area.nome).toBe('Salão de festas');
    expect(lido.dias).toHaveLength(
      Number(new Date(Date.UTC(Number(mes.slice(0, 4)), Number(mes.slice(5)), 0)).getUTCDate()),
    );
    expect(lido.dias.find((d) => d.dia === dia)).toEqual({ dia, situacao: 'livre', livres: 3 });
    // Roberto, of another unit of the building, has the month in the read cache before Carla books.
    const doDia = async (token: string) =>
      (await t.callV4(708, ['W1', AREA.salaoAcacias, mes], { token })).body.conteudo.dias.find(
        (d: { dia: string }) => d.dia === dia,
      );
    expect(await doDia(roberto)).toEqual({ dia, situacao: 'livre', livres: 3 });
    const feita = await reservar(AREA.salaoAcacias, tarde(dia));
    expect(feita.status).toBe(200);
    for (const token of [carla, paulo, roberto])
      expect(await doDia(token)).toEqual({ dia, situacao: 'parcial', livres: 2 });
    // Cancelled, the slot is free again for the whole building at once.
    const cancelada = await t.callV4(704, ['W1', feita.body.conteudo.codreserva], {
      token: carla,
      idempotencyKey: novaChave(),
    });
    expect(cancelada.status).toBe(200);
    for (const token of [carla, paulo, roberto])
      expect(await doDia(token)).toEqual({ dia, situacao: 'livre', livres: 3 });
    // A past month: every day closed.
    const passado = await t.callV4(708, ['W1', AREA.salaoAcacias, diaMais(-40).slice(0, 7)], {
      token: carla,
    });
    expect(new Set(passado.body.conteudo.dias.map((d: { situacao: string }) => d.situacao))).toEqual(
      new Set(['fechado']),
    );
    const fora = await t.callV4(708, ['W1', AREA.quadraVilaVerde, mes], { token: carla });
    expect(fora.status).toBe(400);
    expect(fora.body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
    expect((await t.callV4(708, ['W1', AREA.salaoAcacias, '2026-13'], { token: carla })).status).toBe(400);
    expect((await t.callV4(708, ['W1', AREA.salaoAcacias, mes], { token: ana })).status).toBe(403);
  });

  it('a booking that needs approval waits as pendente; residents may not approve (403)', async () => {
    const r = await reservar(AREA.churrasqueiraAcacias, `${diaMais(7)}T14:00:00.000Z`);
    expect(r.status).toBe(200);
    expect(r.body.conteudo.situacao).toBe('pendente');
    for (const [coddao, conteudo] of [
      [705, undefined],
      [706, { aprovar: true }],
      [707, { motivo: 'Manutenção' }],
    ] as const) {
      const params = coddao === 705 ? ['W1'] : ['W1', r.body.conteudo.codreserva];
      const x = await t.callV4(coddao, params, { token: carla, idempotencyKey: novaChave(), conteudo });
      expect(x.status).toBe(403);
    }
  });

  it('the database itself refuses two live bookings of one slot, and takes one again once cancelled', async () => {
    const [area] = await t.database.db
      .select()
      .from(areaComum)
      .where(eq(areaComum.codarea, AREA.quadraAcacias));
    if (!area) throw new Error('sem a quadra');
    const periodo = sql`tstzrange('2030-01-02 10:00Z', '2030-01-02 11:00Z', '[)')`;
    const linha = {
      codarea: area.codarea,
      codcondomino: '1001',
      codpessoa: 1003,
      periodo,
      criadaEm: new Date(),
    };
    await t.database.db.insert(reserva).values({ ...linha, status: 'confirmada' });
    await expect(
      t.database.db.insert(reserva).values({
        ...linha,
        status: 'pendente',
        periodo: sql`tstzrange('2030-01-02 10:30Z', '2030-01-02 11:30Z', '[)')`,
      }),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
    await t.database.db
      .insert(reserva)
      .values({ ...linha, status: 'cancelada', canceladaEm: new Date(), canceladaPor: 1003 });
  });

  it('50 concurrent bookings of one slot: exactly one wins, the others get CONFLITO naming the area and the time', async () => {
    // A month of its own, so the monthly maximum never speaks before the slot.
    const dia = diaMais(100);
    const respostas = await Promise.all(
      Array.from({ length: 50 }, () => reservar(AREA.salaoAcacias, tarde(dia))),
    );
    expect(respostas.filter((r) => r.status === 200)).toHaveLength(1);
    const mensagem = mensagemHorarioOcupado('Salão de festas', {
      inicio: new Date(tarde(dia)),
      fim: new Date(`${dia}T21:00:00Z`),
    });
    for (const r of respostas.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.conteudo).toMatchObject({ codigo: 'CONFLITO', mensagem });
    }
    const [vivas] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(reserva)
      .where(
        sql`${reserva.codarea} = ${AREA.salaoAcacias} and ${reserva.status} <> 'cancelada' and lower(${reserva.periodo}) = ${tarde(dia)}::timestamptz`,
      );
    expect(vivas?.n).toBe(1);
  }, 60_000);

  it("Paulo, of Carla's unit, sees the slot she took as taken and cannot take it", async () => {
    const dia = diaMais(8);
    expect((await reservar(AREA.quadraAcacias, `${dia}T11:00:00.000Z`)).status).toBe(200);
    const disp = await t.callV4(701, ['W1', AREA.quadraAcacias, dia], { token: paulo });
    expect(
      disp.body.conteudo.horarios.find((h: { inicio: string }) => h.inicio === `${dia}T11:00:00.000Z`)
        ?.situacao,
    ).toBe('ocupado');
    const dele = await reservar(AREA.quadraAcacias, `${dia}T11:00:00.000Z`, paulo);
    expect(dele.body.conteudo.codigo).toBe('CONFLITO');
    // The unit's bookings are his too.
    const minhas = await t.callV4(703, ['W1'], { token: paulo });
    expect(minhas.body.conteudo.total).toBeGreaterThan(0);
  });

  it('the síndico lists, approves, refuses and cancels with a reason; the unit is told; the porteiro may not (403)', async () => {
    const antes = (await naoLidas(carla)) as number;
    const pedidosAntes = await pedidosAoSindico();
    const pedidas = await Promise.all(
      // Months of their own: the barbecue allows two a month.
      [130, 165, 200].map((n) => reservar(AREA.churrasqueiraAcacias, `${diaMais(n)}T14:00:00.000Z`)),
    );
    for (const p of pedidas) expect(p.body.conteudo.situacao).toBe('pendente');
    const [aprovar, recusar, cancelar] = pedidas.map((p) => p.body.conteudo.codreserva as number);
    // Roberto was told of each request.
    expect(await pedidosAoSindico()).toBe(pedidosAntes + 3);

    const lista = await t.callV4(705, ['W1'], { token: roberto });
    expect(lista.status).toBe(200);
    expect(lista.body.conteudo.itens.map((r: { codreserva: number }) => r.codreserva)).toEqual(
      expect.arrayContaining([aprovar, recusar, cancelar]),
    );
    const ok = await t.callV4(706, ['W1', aprovar], {
      token: roberto,
      idempotencyKey: novaChave(),
      conteudo: { aprovar: true },
    });
    expect(ok.body.conteudo.situacao).toBe('confirmada');
    const semMotivo = await t.callV4(706, ['W1', recusar], {
      token: roberto,
      idempotencyKey: novaChave(),
      conteudo: { aprovar: false },
    });
    expect(semMotivo.body.conteudo.mensagem).toBe(MENSAGENS_RESERVA.motivoObrigatorio);
    const nao = await t.callV4(706, ['W1', recusar], {
      token: roberto,
      idempotencyKey: novaChave(),
      conteudo: { aprovar: false, motivo: 'Área em manutenção nesse dia.' },
    });
    expect(nao.body.conteudo).toMatchObject({
      situacao: 'cancelada',
      motivo: 'Área em manutenção nesse dia.',
    });
    const [cobrancaRecusada] = await t.database.db
      .select({ canceladoEm: cobranca.canceladoEm })
      .from(cobranca)
      .where(eq(cobranca.codcobranca, nao.body.conteudo.codcobranca));
    expect(cobrancaRecusada?.canceladoEm).not.toBeNull();
    const outraVez = await t.callV4(706, ['W1', recusar], {
      token: roberto,
      idempotencyKey: novaChave(),
      conteudo: { aprovar: true },
    });
    expect(outraVez.body.conteudo).toMatchObject({
      codigo: 'CONFLITO',
      mensagem: MENSAGENS_RESERVA.naoPendente,
    });
    const cancelada = await t.callV4(707, ['W1', aprovar], {
      token: roberto,
      idempotencyKey: novaChave(),
      conteudo: { motivo: 'Dedetização do prédio.' },
    });
    expect(cancelada.body.conteudo.situacao).toBe('cancelada');
    expect((await naoLidas(carla)) as number).toBe(antes + 3);
    expect((await naoLidas(paulo)) as number).toBeGreaterThanOrEqual(3);

    for (const token of [sebastiao, carla]) {
      const x = await t.callV4(707, ['W1', cancelar], {
        token,
        idempotencyKey: novaChave(),
        conteudo: { motivo: 'x' },
      });
      expect(x.status).toBe(403);
    }
    const daSebastiao = await t.callV4(705, ['W1'], { token: sebastiao });
    expect(daSebastiao.status).toBe(403);
  });

  const pedidosAoSindico = async () =>
    (await t.callV4(210, ['W1', 1, 100], { token: roberto })).body.conteudo.itens.filter(
      (n: { titulo: string }) => n.titulo === 'Reserva aguardando aprovação',
    ).length as number;
  const naoLidas = async (token: string) => (await t.callV4(211, ['W1'], { token })).body.conteudo.total;
});
