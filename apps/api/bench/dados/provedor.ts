/**
 * A provider-sized dataset (issue 30 item 3): at `escala` 1, 100,000 people, 1,000 companies and 1,000
 * condominiums, 1,000,000 recados and notifications, 2,000,000 charges, module records, events, payslips, reads
 * and cafeteria purchases in proportion — laid over the demo seed of a migrated database, whose accounts keep
 * working (the generated rows use ids and scopes of their own, far above the demo's).
 *
 * Every table is filled by one `INSERT … SELECT generate_series(…)`: the server makes the rows, so no row crosses
 * the wire and full size takes minutes. The scopes follow `provedor-formas.ts`: each person belongs to one or two
 * companies, half of them to a condominium, a third of them are a student's guardian, and each scoped row points at
 * one of those scopes, so a person's lists are the size a real provider's are, whatever the scale.
 *
 *   npx tsx apps/api/bench/dados/provedor.ts --escala 0.1 --url postgres://…/banco
 *   npx tsx apps/api/bench/dados/provedor.ts --escala 0.01 --pglite <pasta>   (the embedded database's folder)
 *
 * migrates and seeds the demo when the database is empty, then generates and prints the rows and the time taken.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/database.ts';
import type { DatabaseTarget } from '../../src/db/destino-banco.ts';
import { ajustarSequencias } from '../../src/db/seed/sequencias.ts';
import { formas, type Tamanhos, tamanhosPara } from './provedor-formas.ts';

export { PESSOA_BASE, pessoaGerada, type Tamanhos, tamanhosPara } from './provedor-formas.ts';

/** The tables the generator fills, in the order it fills them. */
const TABELAS = [
  'empresa',
  'edificio',
  'condominio',
  'aluno',
  'pessoa',
  'recado',
  'anexo',
  'recado_leitura',
  'notificacao',
  'cobranca',
  'pagamento',
  'modulo_registro',
  'evento',
  'inscricao_evento',
  'contracheque',
  'cantina_cartao',
  'cantina_compra',
] as const;

export interface ResultadoProvedor {
  tamanhos: Tamanhos;
  /** Rows of each table after generation (the demo's included). */
  linhas: Record<string, number>;
  /** Milliseconds per table, and in all (the ANALYZE included). */
  ms: Record<string, number>;
  totalMs: number;
}

/**
 * Fills `db` (migrated, demo-seeded or not) with the provider's dataset at `escala` (1 = full size), then
 * ANALYZEs it. Not idempotent: run it once on a database.
 */
export async function gerarProvedor(
  db: Executor,
  { escala, aoAvancar }: { escala: number; aoAvancar?: (tabela: string, ms: number) => void },
): Promise<ResultadoProvedor> {
  if (!(escala > 0 && escala <= 10)) throw new Error(`escala fora de 0 < escala <= 10: ${escala}`);
  const tamanhos = tamanhosPara(escala);
  const comandos = formas(tamanhos);
  const ms: Record<string, number> = {};
  const inicio = performance.now();
  for (const tabela of TABELAS) {
    const t0 = performance.now();
    await db.execute(sql.raw(comandos[tabela] ?? ''));
    ms[tabela] = Math.round(performance.now() - t0);
    aoAvancar?.(tabela, ms[tabela]);
  }
  await ajustarSequencias(db);
  const t0 = performance.now();
  await db.execute(sql.raw('ANALYZE'));
  ms.ANALYZE = Math.round(performance.now() - t0);
  const linhas: Record<string, number> = {};
  for (const tabela of TABELAS) {
    const r = await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${tabela}`));
    const rows = (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows) as { n: number }[];
    linhas[tabela] = Number(rows[0]?.n ?? 0);
  }
  return { tamanhos, linhas, ms, totalMs: Math.round(performance.now() - inicio) };
}

async function principal(): Promise<void> {
  const { values } = parseArgs({
    options: {
      escala: { type: 'string', default: '0.1' },
      url: { type: 'string' },
      pglite: { type: 'string' },
    },
  });
  const escala = Number(values.escala);
  const url = values.url ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const destino: DatabaseTarget | undefined = values.pglite
    ? { kind: 'pglite', dataDir: values.pglite }
    : url
      ? { kind: 'postgres', url }
      : undefined;
  if (!destino)
    throw new Error('--url postgres://… (ou BENCH_DATABASE_URL/TEST_DATABASE_URL) ou --pglite <pasta>');
  // Imported here so that importing gerarProvedor (the test does) loads no seed or driver it does not need.
  const { openDatabase } = await import('../../src/db/open-database.ts');
  const { seedDatabase } = await import('../../src/db/seed/seed.ts');
  const segredo = process.env.PASSWORD_SECRET ?? 'portal-senha';
  const database = await openDatabase(destino, async (db) => {
    await seedDatabase(db, segredo);
  });
  try {
    const r = await gerarProvedor(database.db, {
      escala,
      aoAvancar: (tabela, t) => console.log(`${tabela.padEnd(18)} ${String(t).padStart(8)} ms`),
    });
    console.log(`ANALYZE            ${String(r.ms.ANALYZE).padStart(8)} ms`);
    console.log(`\nescala ${escala}: linhas por tabela (com as da demo)`);
    for (const [tabela, n] of Object.entries(r.linhas))
      console.log(`${tabela.padEnd(18)} ${n.toLocaleString('pt-BR').padStart(12)}`);
    console.log(`\ntotal: ${(r.totalMs / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  principal().catch((erro) => {
    console.error(erro);
    process.exit(1);
  });
}
