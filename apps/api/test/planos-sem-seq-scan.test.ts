import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planosDasListas, resumoDoPlano, varredurasGrandes } from '../bench/dados/planos.ts';
import { gerarProvedor } from '../bench/dados/provedor.ts';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { seedDatabase } from '../src/db/seed/seed.ts';
import { createPostgresDatabase, PASSWORD_SECRET, REFERENCIA_TESTE } from './helper.ts';

/**
 * Issue 30 item 3: a list's cost does not grow with the data. On a tenth of the provider's dataset (10,000 people,
 * 100,000 recados and notifications, 200,000 charges, over the demo), every list operation runs for real for a
 * generated guardian in their typical context and for demo accounts, the SQL it issues is captured (drizzle's
 * logger) and EXPLAINed with its own parameters (bench/dados/planos.ts), and no plan may read a big table from end
 * to end: a Seq Scan there costs what the table holds, not what the person sees.
 */

const ESCALA = 0.1;

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('planos sem Seq Scan nas tabelas grandes', () => {
  let criado: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let aberto: Database;

  beforeAll(async () => {
    criado = await createPostgresDatabase();
    aberto = await openDatabase({ kind: 'postgres', url: criado.url }, async (db) => {
      await seedDatabase(db, PASSWORD_SECRET, REFERENCIA_TESTE);
    });
    const r = await gerarProvedor(aberto.db, { escala: ESCALA });
    console.log(`provedor a ${ESCALA}: ${(r.totalMs / 1000).toFixed(1)} s`, r.linhas);
  }, 900_000);

  afterAll(async () => {
    await aberto?.close();
    await criado?.drop();
  });

  it('nenhuma operação de lista lê uma tabela grande inteira', async () => {
    const planos = await planosDasListas(criado.url, ESCALA);
    console.log(planos.map(resumoDoPlano).join('\n'));
    // Every person ran every operation: a list that issued nothing would prove nothing.
    expect(new Set(planos.map((p) => `${p.quem} ${p.operacao}`)).size).toBeGreaterThanOrEqual(40);
    const varreduras = varredurasGrandes(planos);
    expect(varreduras, varreduras.join('\n\n')).toEqual([]);
  }, 300_000);
});
