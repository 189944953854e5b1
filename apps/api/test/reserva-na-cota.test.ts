import { codigoBarrasDaLinha, formatDataBr, modulo11Boleto, reservaSchema } from '@portal/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cobranca } from '../src/db/schema/index.ts';
import { cancelarCobrancaReserva } from '../src/operations/condominio/cobranca-reserva.ts';
import { AREA, CONDOMINIO } from '../src/seed-data/index.ts';
import { quitarCotasAbertas } from './cotas-em-dia.ts';
import { CPF } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, REFERENCIA_TESTE, type TestApp } from './helper.ts';

const DIA_MS = 86_400_000;
const diaMais = (n: number) =>
  new Date(Date.parse(`${REFERENCIA_TESTE}T12:00:00Z`) + n * DIA_MS).toISOString().slice(0, 10);
/** 14:00 in Brasília: the party room's second slot. */
const tarde = (dia: string) => `${dia}T17:00:00.000Z`;
const UNIDADE = CONDOMINIO.acacias;
const COTA_CENTAVOS = 85_479;
const TAXA_SALAO = 15_000;
/** The party room's line for the afternoon slot of `dia`, as the bill lists it. */
const itemSalao = (dia: string) => ({
  descricao: `Taxa de reserva — Salão de festas, ${formatDataBr(dia)} das 14:00 às 18:00`,
  valorCentavos: TAXA_SALAO,
});

/**
 * Issue 32, "a booking fee appears on the next one": the party room's fee becomes a line of the unit's next open
 * condominium bill (its value raised, its boleto and Pix carrying the new amount), taken off again when the booking
 * is cancelled; a paid bill is never changed (the fee is then a charge of its own).
 */
describe.each(databaseKinds())('a booking fee on the next bill on %s', (kind) => {
  let t: TestApp;
  let carla: string;
  let paulo: string;
  let cota: number;
  let chave = 0;
  const novaChave = () => `cota-${kind}-${++chave}`;
  const reservar = (inicio: string, token = carla, idempotencyKey = novaChave()) =>
    t.callV4(702, ['W1', AREA.salaoAcacias], { token, idempotencyKey, conteudo: { inicio } });
  const cancelar = (codreserva: number) =>
    t.callV4(704, ['W1', codreserva], { token: carla, idempotencyKey: novaChave() });
  const lerCota = async () => {
    const [c] = await t.database.db.select().from(cobranca).where(eq(cobranca.codcobranca, cota));
    if (!c) throw new Error('sem a cota');
    return c;
  };

  beforeAll(async () => {
    t = await buildTestApp({ kind, now: agoraTeste });
    [carla, paulo] = await Promise.all([t.login(CPF.carla), t.login(CPF.paulo)]);
    // The unit is up to date (whatever day this runs): next month's bill is issued here.
    await quitarCotasAbertas(t.database.db, REFERENCIA_TESTE);
    const [nova] = await t.database.db
      .insert(cobranca)
      .values({
        modulo: 'condominio',
        lista: 'boletos',
        escCodcondomino: UNIDADE,
        titulo: 'Condomínio do próximo mês',
        banco: '001',
        campoLivre: '7'.repeat(25),
        nossoNumero: `COTA${kind}`,
        txid: `COTA${kind}`,
        chavePix: '12345678000195',
        beneficiario: 'Residencial Jardim das Acácias',
        cidade: 'Campinas',
        vencimento: diaMais(12),
        valorCentavos: COTA_CENTAVOS,
        multaPercentual: 2,
        jurosMesPercentual: 1,
        itens: [{ descricao: 'Taxa condominial', valorCentavos: COTA_CENTAVOS }],
      })
      .returning({ codcobranca: cobranca.codcobranca });
    if (!nova) throw new Error('cota não criada');
    cota = nova.codcobranca;
  }, 180_000);
  afterAll(() => t?.close());

  it("adds the fee to the unit's next bill: its value, its items, a boleto and Pix of the new amount", async () => {
    // Paulo, the unit's other resident, has read the bill (a cached read): Carla's booking reaches him too.
    const dePaulo = async () =>
      (await t.callV4(501, ['W1', 'condominio', cota], { token: paulo })).body.conteudo.valorCentavos;
    expect(await dePaulo()).toBe(COTA_CENTAVOS);
    const key = novaChave();
    const r = await reservar(tarde(diaMais(30)), carla, key);
    expect(r.status).toBe(200);
    const feita = reservaSchema.parse(r.body.conteudo);
    expect(feita.codcobranca).toBe(cota);
    expect((await reservar(tarde(diaMais(30)), carla, key)).body.conteudo.codreserva).toBe(feita.codreserva);
    const c = await lerCota();
    expect(c.valorCentavos).toBe(COTA_CENTAVOS + TAXA_SALAO);
    expect(c.itens).toEqual([
      { descricao: 'Taxa condominial', valorCentavos: COTA_CENTAVOS },
      { ...itemSalao(diaMais(30)), codreserva: feita.codreserva },
    ]);

    const lida = await t.callV4(501, ['W1', 'condominio', cota], { token: carla });
    expect(lida.status).toBe(200);
    const { boleto, pixCopiaECola, itens, valorCentavos } = lida.body.conteudo;
    expect(valorCentavos).toBe(COTA_CENTAVOS + TAXA_SALAO);
    // The app shows the lines as they are, without the booking's mark.
    expect(itens).toEqual([
      { descricao: 'Taxa condominial', valorCentavos: COTA_CENTAVOS },
      itemSalao(diaMais(30)),
    ]);
    // The bar code carries the new amount, its check digit and its typeable line agree with it.
    const cb: string = boleto.codigoBarras;
    expect(cb.slice(9, 19)).toBe(String(COTA_CENTAVOS + TAXA_SALAO).padStart(10, '0'));
    expect(modulo11Boleto(cb.slice(0, 4) + cb.slice(5))).toBe(Number(cb[4]));
    expect(codigoBarrasDaLinha(boleto.linhaDigitavel)).toBe(cb);
    // The Pix field 54 (amount): 7 characters, R$ 1.004,79.
    expect(pixCopiaECola).toContain('54071004.79');
    expect(await dePaulo()).toBe(COTA_CENTAVOS + TAXA_SALAO);
  });

  it('takes the line off and lowers the value again when the booking is cancelled, once', async () => {
    const antes = await lerCota();
    const r = reservaSchema.parse((await reservar(tarde(diaMais(45)))).body.conteudo);
    expect((await lerCota()).valorCentavos).toBe(antes.valorCentavos + TAXA_SALAO);
    const paraPaulo = async () =>
      (await t.callV4(501, ['W1', 'condominio', cota], { token: paulo })).body.conteudo.valorCentavos;
    expect(await paraPaulo()).toBe(antes.valorCentavos + TAXA_SALAO);
    const c = await cancelar(r.codreserva);
    expect(c.status).toBe(200);
    expect(await paraPaulo()).toBe(antes.valorCentavos);
    const depois = await lerCota();
    expect(depois.valorCentavos).toBe(antes.valorCentavos);
    expect(depois.itens).toEqual(antes.itens);
    expect(depois.canceladoEm).toBeNull();
    // Undoing it again changes nothing.
    await cancelarCobrancaReserva(t.database.db, { codreserva: r.codreserva, codcobranca: cota }, new Date());
    expect(await lerCota()).toEqual(depois);
  });

  it('two bookings of the unit at once, each sent twice: each fee is on the bill exactly once', async () => {
    const antes = await lerCota();
    const [chaveCarla, chavePaulo] = [novaChave(), novaChave()];
    const respostas = await Promise.all([
      reservar(tarde(diaMais(75)), carla, chaveCarla),
      reservar(tarde(diaMais(76)), paulo, chavePaulo),
      reservar(tarde(diaMais(75)), carla, chaveCarla),
      reservar(tarde(diaMais(76)), paulo, chavePaulo),
    ]);
    const feitas = new Map(
      respostas
        .filter((r) => r.status === 200)
        .map((r) => [r.body.conteudo.codreserva as number, String(r.body.conteudo.inicio).slice(0, 10)]),
    );
    expect(feitas.size).toBe(2);
    const depois = await lerCota();
    expect(depois.valorCentavos).toBe(antes.valorCentavos + 2 * TAXA_SALAO);
    for (const [codreserva, dia] of feitas)
      expect(depois.itens.filter((i) => i.codreserva === codreserva)).toEqual([
        { ...itemSalao(dia), codreserva },
      ]);
  });

  it('never changes a paid bill: the fee is then a charge of its own, cancelled with the booking', async () => {
    await t.database.db.update(cobranca).set({ pagoEm: new Date() }).where(eq(cobranca.codcobranca, cota));
    const paga = await lerCota();
    // A month clear of this file's other bookings (the party room allows two a month), whatever day this runs.
    const dia = diaMais(120);
    const r = reservaSchema.parse((await reservar(tarde(dia))).body.conteudo);
    expect(r.codcobranca).not.toBe(cota);
    const [propria] = await t.database.db
      .select()
      .from(cobranca)
      .where(eq(cobranca.codcobranca, r.codcobranca ?? -1));
    expect(propria).toMatchObject({
      titulo: 'Reserva: Salão de festas',
      vencimento: dia,
      valorCentavos: TAXA_SALAO,
      escCodcondomino: UNIDADE,
    });
    expect(await lerCota()).toEqual(paga);
    expect((await cancelar(r.codreserva)).status).toBe(200);
    const [cancelada] = await t.database.db
      .select({ canceladoEm: cobranca.canceladoEm })
      .from(cobranca)
      .where(eq(cobranca.codcobranca, r.codcobranca ?? -1));
    expect(cancelada?.canceladoEm).not.toBeNull();
    expect(await lerCota()).toEqual(paga);
  });
});
