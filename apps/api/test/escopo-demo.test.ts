import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONDOMINIO } from '../src/seed-data/index.ts';
import { CPF } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';

/**
 * Issue 28: every row scoped, every list ordered. A school's mother was offered the accounting office's workshop,
 * the condominium seminar and two companies' staff trainings; a resident's second building showed the first
 * one's notices and assemblies; notices and circulars came in no order.
 */

interface Item {
  titulo: string;
  data?: string;
}

describe('what each account is offered is theirs, in order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const ler = async (cpf: string, coddao: number, parametros: unknown[], escolha?: string[]) => {
    let token = await t.login(cpf);
    if (escolha) {
      const r = await t.callV4(4, ['W1', ...escolha], { token });
      token = typeof r.body.conteudo === 'string' ? r.body.conteudo : r.body.conteudo.token;
    }
    const res = await t.callV4(coddao, ['W1', ...parametros], { token });
    expect(res.status).toBe(200);
    return res.body.conteudo.itens as Item[];
  };

  it('a school mother is not offered another company’s events or staff trainings', async () => {
    const eventos = (await ler(CPF.ana, 310, [1, 100])).map((e) => e.titulo);
    expect(eventos).toContain('Feira de Ciências 2026');
    expect(eventos).not.toContain('Workshop: Reforma Tributária na prática');
    expect(eventos).not.toContain('Seminário de Gestão Condominial 2026');
    const treinamentos = (await ler(CPF.ana, 250, [])).map((x) => x.titulo);
    expect(treinamentos).toEqual(['Primeiros passos no portal']);
    const daContabilidade = (await ler(CPF.gabriela, 250, [])).map((x) => x.titulo);
    expect(daContabilidade).toContain('LGPD para colaboradores');
    expect((await ler(CPF.gabriela, 310, [1, 100])).map((e) => e.titulo)).toContain(
      'Workshop: Reforma Tributária na prática',
    );
  });

  it('each of a resident’s buildings has its own notices and assemblies, newest first', async () => {
    // Issue 32: the buildings' own tables (coddao 740 assemblies, 746 notices), read in each unit's context.
    for (const [coddao, campo] of [
      [740, 'inicio'],
      [746, 'publicadoEm'],
    ] as const) {
      const porPredio = await Promise.all(
        [CONDOMINIO.acacias, CONDOMINIO.solarAtlantico].map((c) =>
          ler(CPF.carla, coddao, [1, 100], ['', '', '', '', c]),
        ),
      );
      const [acacias = [], solar = []] = porPredio as unknown as Record<string, string>[][];
      expect(acacias.length, String(coddao)).toBeGreaterThan(0);
      expect(solar.length, String(coddao)).toBeGreaterThan(0);
      expect(acacias.map((r) => r.titulo)).not.toEqual(solar.map((r) => r.titulo));
      for (const itens of [acacias, solar]) {
        const dias = itens.map((r) => r[campo] ?? '');
        expect(dias, String(coddao)).toEqual([...dias].sort().reverse());
      }
    }
  });

  it('each of a resident’s units has its own bookings', async () => {
    const [acacias = [], solar = []] = await Promise.all(
      [CONDOMINIO.acacias, CONDOMINIO.solarAtlantico].map((c) =>
        ler(CPF.carla, 300, ['condominio', 'reservas', 1, 100], ['', '', '', '', c]),
      ),
    );
    expect(acacias.length).toBeGreaterThan(0);
    expect(solar.length).toBeGreaterThan(0);
    const deSolar = new Set(solar.map((r) => `${r.titulo} ${r.data}`));
    expect(acacias.filter((r) => deSolar.has(`${r.titulo} ${r.data}`))).toEqual([]);
  });

  it('circulars come newest first', async () => {
    const dias = (await ler(CPF.admin, 300, ['comunicacao', 'circulares', 1, 100])).map((r) => r.data ?? '');
    expect(dias.length).toBeGreaterThan(1);
    expect(dias).toEqual([...dias].sort().reverse());
  });
});
