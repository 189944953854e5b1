import { compararCobrancas, SITUACOES_COBRANCA, SITUACOES_EM_ABERTO } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { moduloLista } from '../src/db/schema/index.ts';
import { PESSOA, pessoas } from '../src/seed-data/index.ts';
import { contextoPara, executar } from './contexto.ts';
import { freshDatabase } from './helper.ts';

type Item = { codregistro: number; status?: string; data?: string };
const ehCobranca = (i: Item) => (Object.values(SITUACOES_COBRANCA) as string[]).includes(i.status ?? '');

/** Issue 10, defect 5: one order of charges in every list, for every account. */
describe('charges: open and overdue first (nearest due first), then the rest newest first', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database?.close());

  async function lista(codpessoa: number, modulo: string, nome: string, tamanho = 100): Promise<Item[]> {
    const ctx = await contextoPara(database, codpessoa);
    return (await executar(ctx, 300, ['W1', modulo, nome, 1, tamanho])).itens as Item[];
  }

  it('every list of every demo account follows core’s compararCobrancas', async () => {
    const listas = await database.db.select().from(moduloLista);
    let comCobrancas = 0;
    for (const p of pessoas) {
      for (const l of listas) {
        const itens = await lista(p.codpessoa, l.modulo, l.lista);
        const cobrancas = itens.filter(ehCobranca);
        if (cobrancas.length < 2) continue;
        comCobrancas++;
        expect(cobrancas, `${p.nompessoa} ${l.modulo}/${l.lista}`).toEqual(
          [...cobrancas].sort(compararCobrancas),
        );
      }
    }
    expect(comCobrancas).toBeGreaterThan(5);
  });

  it('Ana’s open mensalidade and Carla’s open condominium bill come first, also on a short first page', async () => {
    for (const [codpessoa, modulo, nome] of [
      [PESSOA.ana, 'escola', 'mensalidades'],
      [PESSOA.carla, 'condominio', 'boletos'],
    ] as const) {
      const [primeiro] = await lista(codpessoa, modulo, nome, 1);
      expect(SITUACOES_EM_ABERTO, `${modulo}/${nome}`).toContain(primeiro?.status);
    }
  });
});
