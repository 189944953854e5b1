/**
 * The plans of the list operations (issue 30 item 3): each operation runs for real on a handle whose drizzle
 * logger keeps every statement it issues with its parameters, and each statement is EXPLAINed with them — plain,
 * or with ANALYZE for its execution time. `test/planos-sem-seq-scan.test.ts` fails on a Seq Scan of a big table;
 *
 *   npx tsx apps/api/bench/dados/planos.ts --url postgres://…/banco [--escala 0.1]
 *
 * prints, on a database `provedor.ts` filled, every statement's plan and its best execution time of three.
 */
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from '../../src/db/database.ts';
import * as schema from '../../src/db/schema/index.ts';
import { ALUNO, PESSOA } from '../../src/seed-data/ids.ts';
import { contextoPara, executar } from '../../test/contexto.ts';
import { pessoaGerada, tamanhosPara } from './provedor-formas.ts';

/** The tables that grow with the provider; the small lookup ones (empresa, modulo_lista…) may be scanned. */
export const TABELAS_GRANDES = new Set([
  'recado',
  'anexo',
  'recado_leitura',
  'notificacao',
  'cobranca',
  'pagamento',
  'modulo_registro',
  'pessoa',
  'aluno',
  'evento',
  'inscricao_evento',
  'contracheque',
  'cantina_compra',
]);

export interface NoPlano {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Total Cost'?: number;
  Plans?: NoPlano[];
}

/** A plan's nodes, the root first. */
export function nos(plano: NoPlano): NoPlano[] {
  return [plano, ...(plano.Plans ?? []).flatMap(nos)];
}

export const descrever = (n: NoPlano) =>
  `${n['Node Type']}${n['Relation Name'] ? ` ${n['Relation Name']}` : ''}${n['Index Name'] ? ` (${n['Index Name']})` : ''}`;

/** One statement an operation issued, with its plan and (when asked) its best execution time. */
export interface Plano {
  operacao: string;
  quem: string;
  sql: string;
  plano: NoPlano;
  execucaoMs?: number;
}

/** A database handle that records every statement it runs, for the operations to run on. */
export function abrirCapturando(url: string) {
  const capturadas: { sql: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => capturadas.push({ sql, params }) },
  });
  const database: Database = { db: db as unknown as Db, kind: 'postgres', url, close: () => pool.end() };
  return { database, pool, capturadas };
}

/** Who the plans are taken for: a generated guardian in their typical context, and two demo accounts. */
export function pessoasDosPlanos(escala: number) {
  return [
    // Person 10: a guardian (school and student chosen), a condominium, a second company.
    { rotulo: 'gerada', condominio: true, ...pessoaGerada(tamanhosPara(escala), 10) },
    { rotulo: 'Ana', condominio: false, codpessoa: PESSOA.ana, paramsistema: undefined, aluno: ALUNO.lucas },
    { rotulo: 'Carla', condominio: true, codpessoa: PESSOA.carla, paramsistema: undefined, aluno: undefined },
  ];
}

/**
 * Runs every list operation for each person and EXPLAINs what it read (ANALYZE: also runs each statement three
 * times and keeps the best execution time).
 */
export async function planosDasListas(
  url: string,
  escala: number,
  { analisar = false }: { analisar?: boolean } = {},
): Promise<Plano[]> {
  const { database, pool, capturadas } = abrirCapturando(url);
  const saida: Plano[] = [];
  try {
    for (const p of pessoasDosPlanos(escala)) {
      const ctx = await contextoPara(database, p.codpessoa, p.paramsistema);
      const operacoes: [string, number, unknown[]][] = [
        ['recados 200', 200, ['W1', 1, 20]],
        ['recados 200 p.3', 200, ['W1', 3, 20]],
        ['recados 200 busca', 200, ['W1', 1, 20, 'reuni']],
        ['notificacoes 210', 210, ['W1', 1, 20]],
        ['nao lidas 211', 211, ['W1']],
        ['proxima 505', 505, ['W1']],
        ['mensalidades 500', 500, ['W1', 'escola', 'mensalidades', 1, 20]],
        ['eventos 310', 310, ['W1', 1, 20]],
        ['contracheques 230', 230, ['W1']],
        ['treinamentos 250', 250, ['W1']],
        ['balancetes 300', 300, ['W1', 'contabilidade', 'balancetes', 1, 20]],
        ['matriculas 300', 300, ['W1', 'escola', 'matriculas', 1, 20]],
      ];
      if (p.aluno) operacoes.push(['cantina 502', 502, ['W1', p.aluno]]);
      if (p.condominio) {
        operacoes.push(['boletos 500', 500, ['W1', 'condominio', 'boletos', 1, 20]]);
        operacoes.push(['prestacao 300', 300, ['W1', 'condominio', 'prestacao-contas', 1, 20]]);
        const cobrancas = await executar(ctx, 500, ['W1', 'condominio', 'boletos', 1, 20]);
        const cob = (cobrancas.itens as { codcobranca: number }[])[0]?.codcobranca;
        if (cob !== undefined) operacoes.push(['uma cobranca 501', 501, ['W1', 'condominio', cob]]);
        const registros = await executar(ctx, 300, ['W1', 'condominio', 'prestacao-contas', 1, 20]);
        const reg = (registros.itens as { codregistro: number }[])[0]?.codregistro;
        if (reg !== undefined) operacoes.push(['um registro 301', 301, ['W1', 'condominio', reg]]);
      }
      for (const [operacao, coddao, parametros] of operacoes) {
        capturadas.length = 0;
        await executar(ctx, coddao, parametros);
        // Reads only: a write's plan is not a list's (and EXPLAIN ANALYZE would run it).
        const lidas = capturadas.filter((c) => /^\s*(select|with)\b/i.test(c.sql));
        for (const c of lidas) {
          const r = await pool.query(`EXPLAIN (FORMAT JSON) ${c.sql}`, c.params);
          const plano = r.rows[0]['QUERY PLAN'][0].Plan as NoPlano;
          const item: Plano = { operacao, quem: p.rotulo, sql: c.sql, plano };
          if (analisar) {
            let melhor = Number.POSITIVE_INFINITY;
            for (let i = 0; i < 3; i++) {
              const a = await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${c.sql}`, c.params);
              melhor = Math.min(melhor, Number(a.rows[0]['QUERY PLAN'][0]['Execution Time']));
            }
            item.execucaoMs = melhor;
          }
          saida.push(item);
        }
      }
    }
  } finally {
    await pool.end();
  }
  return saida;
}

/** One line per statement: who, operation, estimated cost, execution time, the plan's nodes. */
export function resumoDoPlano(p: Plano): string {
  const tempo = p.execucaoMs === undefined ? '' : ` ${p.execucaoMs.toFixed(2)} ms`;
  return `${p.quem.padEnd(6)} ${p.operacao.padEnd(18)} custo ${String(p.plano['Total Cost']).padStart(10)}${tempo}: ${nos(p.plano).map(descrever).join(' › ')}`;
}

/** The Seq Scans of big tables in these plans, each with its statement. */
export function varredurasGrandes(planos: Plano[]): string[] {
  return planos.flatMap((p) =>
    nos(p.plano)
      .filter((n) => n['Node Type'] === 'Seq Scan' && TABELAS_GRANDES.has(n['Relation Name'] ?? ''))
      .map((n) => `${p.quem} ${p.operacao}: Seq Scan ${n['Relation Name']} em\n${p.sql}`),
  );
}

async function principal(): Promise<void> {
  const { values } = parseArgs({
    options: { escala: { type: 'string', default: '0.1' }, url: { type: 'string' } },
  });
  if (!values.url) throw new Error('--url postgres://… (um banco que provedor.ts encheu)');
  const planos = await planosDasListas(values.url, Number(values.escala), { analisar: true });
  for (const p of planos) console.log(resumoDoPlano(p));
  const v = varredurasGrandes(planos);
  console.log(`\n${v.length} Seq Scan(s) de tabela grande`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  principal().catch((erro) => {
    console.error(erro);
    process.exit(1);
  });
}
