import { readFileSync } from 'node:fs';
import { asc, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduloRegistro, treinamento } from '../src/db/schema/index.ts';
import { CPF } from './fixtures.ts';
import { buildTestApp, databaseKinds, freshDatabase, REFERENCIA_TESTE, type TestApp } from './helper.ts';

/**
 * Issue 28: a module record's status that time changes is computed from its day and today (core's
 * situacaoDoRegistro), not answered as stored. The database is seeded today; the app is then asked on the seed's
 * day and two months later, and the same rows read as their days say.
 */

const DIA_MS = 86_400_000;
const depoisDe = (dias: number) => new Date(Date.parse(`${REFERENCIA_TESTE}T15:00:00Z`) + dias * DIA_MS);

interface Item {
  titulo: string;
  data?: string;
  status?: string;
}

async function lista(
  t: TestApp,
  cpf: string,
  modulo: string,
  nome: string,
  escolha?: string[],
): Promise<Item[]> {
  let token = await t.login(cpf);
  if (escolha) {
    const r = await t.callV4(4, ['W1', ...escolha], { token });
    token = typeof r.body.conteudo === 'string' ? r.body.conteudo : r.body.conteudo.token;
  }
  const res = await t.callV4(300, ['W1', modulo, nome, 1, 100], { token });
  expect(res.status).toBe(200);
  return res.body.conteudo.itens;
}

describe.each(databaseKinds())('module statuses as of the day they are read (%s)', (kind) => {
  let hoje: TestApp;
  let depois: TestApp;
  beforeAll(async () => {
    const database = await freshDatabase(kind);
    hoje = await buildTestApp({ database, now: () => depoisDe(0) });
    depois = await buildTestApp({ database, now: () => depoisDe(60) });
  });
  afterAll(async () => {
    await depois.app.close();
    await hoje.close();
  });

  it('a booking ahead is confirmed today and held two months later; a request unanswered is no longer usable', async () => {
    const antes = await lista(hoje, CPF.carla, 'condominio', 'reservas');
    const futuras = antes.filter((r) => (r.data ?? '') >= REFERENCIA_TESTE);
    expect(futuras.length).toBeGreaterThan(0);
    expect(new Set(futuras.map((r) => r.status))).toEqual(new Set(['Confirmada', 'Aguardando aprovação']));
    const mais = await lista(depois, CPF.carla, 'condominio', 'reservas');
    expect(new Set(mais.map((r) => r.status))).toEqual(new Set(['Realizada', 'Não utilizada']));
  });

  it('a survey is open until its deadline and closed after it', async () => {
    const antes = await lista(hoje, CPF.admin, 'comunicacao', 'pesquisas');
    expect(antes.filter((p) => p.status === 'Aberta').length).toBe(2);
    const mais = await lista(depois, CPF.admin, 'comunicacao', 'pesquisas');
    expect(mais.map((p) => p.status)).toEqual(mais.map(() => 'Encerrada'));
  });
});

describe('migration 0009 moves the data of a database seeded before it', () => {
  it('fills day, amount and kind from the stored display records, and the trainings’ scope, as the seed fills them', async () => {
    const database = await freshDatabase();
    try {
      const colunas = {
        codregistro: moduloRegistro.codregistro,
        data: moduloRegistro.data,
        valorCentavos: moduloRegistro.valorCentavos,
        situacao: moduloRegistro.situacao,
      };
      const semeadas = await database.db
        .select(colunas)
        .from(moduloRegistro)
        .orderBy(asc(moduloRegistro.codregistro));
      expect(semeadas.filter((r) => r.situacao !== null).length).toBeGreaterThan(10);
      expect(semeadas.filter((r) => r.valorCentavos !== null).length).toBeGreaterThan(50);

      const escopoTreinamentos = () =>
        database.db
          .select({ cod: treinamento.codtreinamento, empresa: treinamento.escCodempresa })
          .from(treinamento)
          .orderBy(asc(treinamento.codtreinamento));
      const treinamentosSemeados = await escopoTreinamentos();
      expect(treinamentosSemeados.filter((x) => x.empresa !== null).length).toBe(3);

      // A database from before 0009: the columns are empty, only the display record holds the day and amount.
      await database.db.update(moduloRegistro).set({ data: null, valorCentavos: null, situacao: null });
      await database.db.update(treinamento).set({ escCodempresa: null });
      const arquivo = new URL('../src/db/migrations/0011_modulo_registro_situacao.sql', import.meta.url);
      const manuais = readFileSync(arquivo, 'utf8')
        .split('--> statement-breakpoint')
        .filter((s) => /^\s*(--[^\n]*\n\s*)*UPDATE/.test(s));
      expect(manuais.length).toBe(4);
      for (const comando of manuais) await database.db.execute(sql.raw(comando));

      const movidas = await database.db
        .select(colunas)
        .from(moduloRegistro)
        .orderBy(asc(moduloRegistro.codregistro));
      expect(movidas).toEqual(semeadas);
      expect(await escopoTreinamentos()).toEqual(treinamentosSemeados);
      const comSituacao = await database.db.$count(moduloRegistro, isNotNull(moduloRegistro.situacao));
      expect(comSituacao).toBe(semeadas.filter((r) => r.situacao !== null).length);
    } finally {
      await database.close();
    }
  });
});
