import { formatCompetencia, SITUACOES_COBRANCA } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { seedDatabase } from '../src/db/seed/seed.ts';
import { PESSOA } from '../src/seed-data/index.ts';
import { contextoPara, executar } from './contexto.ts';
import { PASSWORD_SECRET } from './helper.ts';

type Item = { titulo: string; status?: string; data?: string; vencimento?: string; dthinicio?: string };

/**
 * Issue 10, defect 13: a database seeded on any day reads right that day — this month's charge open and first,
 * last month's settled, events ahead. Two reference dates a year and a season apart, through the real seed.
 */
describe.each(['2027-03-15', '2028-08-02'])('a database created on %s', (referencia) => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'memory' }, async (db) => {
      await seedDatabase(db, PASSWORD_SECRET, referencia);
    });
  });
  afterAll(() => database?.close());

  const mes = referencia.slice(0, 7);
  const [ano = 0, m = 0] = mes.split('-').map(Number);
  const anterior = m === 1 ? `${ano - 1}-12` : `${ano}-${String(m - 1).padStart(2, '0')}`;

  async function lista(codpessoa: number, coddao: number, parametros: unknown[]): Promise<Item[]> {
    return (await executar(await contextoPara(database, codpessoa), coddao, parametros)).itens as Item[];
  }

  it('this month’s charge is open and listed first; last month’s is settled or overdue', async () => {
    for (const [codpessoa, modulo, nome, prefixo] of [
      [PESSOA.ana, 'escola', 'mensalidades', 'Mensalidade'],
      [PESSOA.carla, 'condominio', 'boletos', 'Condomínio'],
    ] as const) {
      // The charge list (coddao 500): charges are no module records (issue 28).
      const itens = await lista(codpessoa, 500, ['W1', modulo, nome, 1, 100]);
      const [primeiro] = itens;
      expect(primeiro?.titulo, nome).toBe(`${prefixo} ${formatCompetencia(mes)}`);
      expect(primeiro?.status, nome).toBe(SITUACOES_COBRANCA.aberto);
      expect(primeiro?.vencimento?.slice(0, 7), nome).toBe(mes);
      const passado = itens.filter((i) => i.titulo === `${prefixo} ${formatCompetencia(anterior)}`);
      expect(passado.length, nome).toBeGreaterThan(0);
      for (const i of passado) {
        expect([SITUACOES_COBRANCA.pago, SITUACOES_COBRANCA.vencido], nome).toContain(i.status);
      }
    }
  });

  it('the next events are ahead of that day', async () => {
    const eventos = await lista(PESSOA.ana, 310, ['W1', 1, 100]);
    expect(eventos.filter((e) => (e.dthinicio ?? '') > `${referencia}T23:59:59Z`).length).toBeGreaterThan(2);
  });
});
