import { type CobrancaResumo, LISTAS_COBRANCA } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { PESSOA, pessoas } from '../src/seed-data/index.ts';
import { contextoPara, executar } from './contexto.ts';
import { freshDatabase } from './helper.ts';

const aPagar = (c: CobrancaResumo) => c.situacao === 'aberto' || c.situacao === 'vencido';

/** The rule, written out as the test's oracle: to pay first, nearest due first; then the rest, newest first. */
function emOrdem(a: CobrancaResumo, b: CobrancaResumo): boolean {
  if (aPagar(a) !== aPagar(b)) return aPagar(a);
  return aPagar(a) ? a.vencimento <= b.vencimento : a.vencimento >= b.vencimento;
}

/**
 * Issue 10, defect 5, and issue 28: one order of charges, for every account — the charge lists' (coddao 500), the
 * only place that orders charges since they left the module records.
 */
describe('charges: open and overdue first (nearest due first), then the rest newest first', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database?.close());

  async function lista(codpessoa: number, rota: string, tamanho = 100): Promise<CobrancaResumo[]> {
    const [modulo, nome] = rota.split('/');
    const ctx = await contextoPara(database, codpessoa);
    return (await executar(ctx, 500, ['W1', modulo, nome, 1, tamanho])).itens as CobrancaResumo[];
  }

  it('every charge list of every demo account is in that order', async () => {
    let comCobrancas = 0;
    for (const p of pessoas) {
      for (const rota of LISTAS_COBRANCA) {
        const itens = await lista(p.codpessoa, rota);
        if (itens.length < 2) continue;
        comCobrancas++;
        itens.forEach((c, i) => {
          const anterior = itens[i - 1];
          if (anterior) expect(emOrdem(anterior, c), `${p.nompessoa} ${rota} ${c.codcobranca}`).toBe(true);
        });
      }
    }
    expect(comCobrancas).toBeGreaterThan(5);
  });

  it('Ana’s open mensalidade and Carla’s open condominium bill come first, also on a short first page', async () => {
    for (const [codpessoa, rota] of [
      [PESSOA.ana, 'escola/mensalidades'],
      [PESSOA.carla, 'condominio/boletos'],
    ] as const) {
      const [primeiro] = await lista(codpessoa, rota, 1);
      expect(['aberto', 'vencido'], rota).toContain(primeiro?.situacao);
    }
  });
});
