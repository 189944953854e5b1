import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { hashPassword } from '@portal/core';
import pg from 'pg';
import { DEMO_SENHA } from '../src/seed-data/index.ts';
import { carga, type OpcoesCarga, SEGUNDOS } from './carga.ts';
import { comandoDoServidor, iniciar, pastaTemporaria } from './processos.ts';
import {
  aceitosDe,
  type Chamada,
  REFERENCIAS,
  variantesDe,
  variantesExclusivas,
} from './referencias/operacoes.ts';

// Where an operation's time goes, repeatably (issue 30): the portal's compiled server under one registry entry's
// load, profiled by V8 (--cpu-prof), and the profile's top functions by self time.
//   npx tsx bench/perfil.ts <arquivo.cpuprofile> [--total] the top 15 of a profile taken elsewhere (by time in
//                                                          the function itself; --total: with what it called)
//   npx tsx bench/perfil.ts --operacao 500 [--top 15]      the entry whose name holds "500", on PostgreSQL when
//                                                          BENCH_DATABASE_URL/TEST_DATABASE_URL is set, else PGlite;
//                                                          BENCH_SECONDS long, 50 connections (BENCH_CONNECTIONS)

interface No {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Perfil {
  nodes: No[];
  samples: number[];
  timeDeltas: number[];
}

/** The functions that spent most time in themselves (not in what they called), in ms and share of the busy time. */
export function topoPorTempoProprio(perfil: Perfil, n = 15): string[] {
  const porNo = new Map<number, number>();
  perfil.samples.forEach((id, i) => {
    porNo.set(id, (porNo.get(id) ?? 0) + (perfil.timeDeltas[i] ?? 0));
  });
  const porFuncao = new Map<string, number>();
  let total = 0;
  for (const no of perfil.nodes) {
    // Time the thread waited for work is nobody's cost: shares are of the busy time.
    if (no.callFrame.functionName === '(idle)') continue;
    const us = porNo.get(no.id) ?? 0;
    total += us;
    const chave = nomeDoNo(no);
    porFuncao.set(chave, (porFuncao.get(chave) ?? 0) + us);
  }
  return maiores(porFuncao, total, n);
}

/** A profile node as "function file:line", the file relative to here. */
function nomeDoNo(no: No): string {
  const { functionName, url, lineNumber } = no.callFrame;
  const onde = url ? `${relative(process.cwd(), url.replace(/^file:\/\//, ''))}:${lineNumber + 1}` : '';
  return `${functionName || '(anônima)'} ${onde}`.trim();
}

/** The `n` largest of `porFuncao` (µs), in ms and as a share of `total`. */
function maiores(porFuncao: Map<string, number>, total: number, n: number): string[] {
  return [...porFuncao.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([f, us]) =>
        `${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / Math.max(1, total)).toFixed(1).padStart(5)} %  ${f}`,
    );
}

/**
 * The functions whose calls (what they called included) took most of the busy time: where a request's time goes
 * by layer (the V4 route, the claim, the effect, drizzle's query building), each function counted once per sample.
 */
export function topoPorTempoTotal(perfil: Perfil, n = 15): string[] {
  const pai = new Map<number, number>();
  const porId = new Map(perfil.nodes.map((no) => [no.id, no]));
  for (const no of perfil.nodes) for (const filho of no.children ?? []) pai.set(filho, no.id);
  const porFuncao = new Map<string, number>();
  let total = 0;
  perfil.samples.forEach((id, i) => {
    const us = perfil.timeDeltas[i] ?? 0;
    if (porId.get(id)?.callFrame.functionName === '(idle)') return;
    total += us;
    const vistas = new Set<string>();
    for (let no = porId.get(id); no; no = porId.get(pai.get(no.id) ?? -1)) vistas.add(nomeDoNo(no));
    for (const f of vistas) porFuncao.set(f, (porFuncao.get(f) ?? 0) + us);
  });
  return maiores(porFuncao, total, n);
}

async function perfilar(filtro: string, top: number): Promise<void> {
  const ref = REFERENCIAS.find((r) => r.nome.includes(filtro));
  if (!ref) throw new Error(`nenhuma operação do registro contém "${filtro}"`);
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const pasta = pastaTemporaria();
  const perfis = mkdtempSync(join(tmpdir(), 'portal-perfil-'));
  let banco: string | null = null;
  const env: Record<string, string> = { API_SILENT: '1', DATA_DIR: pasta.dir, JWT_SECRET: 'p'.repeat(32) };
  if (base) {
    banco = `portal_perfil_${process.pid}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${banco}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${banco}`;
    env.DATABASE_URL = url.toString();
  }
  try {
    // The first start seeds; the profiled one is a plain restart.
    await (await iniciar(comandoDoServidor(), '/api/saude', env)).parar();
    const servidor = await iniciar(
      ['--cpu-prof', '--cpu-prof-dir', perfis, ...comandoDoServidor()],
      '/api/saude',
      env,
    );
    const v4 = `${servidor.url}/api/V4`;
    const senha = await hashPassword(DEMO_SENHA, 'portal-senha');
    const tokens = new Map<string, string>();
    let chaves = 0;
    const enviar = async (cpf: string | null, c: Chamada) => {
      const token = cpf ? tokens.get(cpf) : undefined;
      const r = await fetch(v4, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(c.idempotente ? { 'idempotency-key': `perfil-${++chaves}` } : {}),
        },
        body: JSON.stringify({ coddao: c.coddao, parametros: c.parametros, conteudo: c.conteudo }),
      });
      return ((await r.json()) as { conteudo: unknown }).conteudo;
    };
    for (const cpf of ref.pessoas)
      tokens.set(
        cpf,
        ((await enviar(null, { coddao: 16, parametros: ['W1', cpf, senha] })) as { token: string }).token,
      );
    const achados = (await ref.preparar?.((cpf, c) => enviar(cpf, c))) ?? {};
    const variantes = variantesDe(ref, achados);
    for (const [v, chamadas] of Array.from(
      { length: variantes },
      (_, v) => ref.limpeza?.(v, achados) ?? [],
    ).entries())
      for (const c of chamadas) await enviar(ref.pessoas[v % ref.pessoas.length] as string, c);
    const ciclos = Array.from({ length: variantes }, (_, v) => ref.ciclo(v, achados));
    const opcoes: OpcoesCarga = {
      aceitos: aceitosDe(ciclos[0]),
      ciclo: {
        variantes: variantesExclusivas(ref, achados),
        passos: (ciclos[0] ?? []).map((_, i) => ({
          corpo: (v) => {
            const c = ciclos[v]?.[i] as Chamada;
            return JSON.stringify({ coddao: c.coddao, parametros: c.parametros, conteudo: c.conteudo });
          },
          headers: (v) => ({
            authorization: `Bearer ${tokens.get(ref.pessoas[v % ref.pessoas.length] as string)}`,
            ...(ciclos[v]?.[i]?.idempotente ? { 'idempotency-key': `perfil-${++chaves}` } : {}),
          }),
        })),
      },
    };
    // Warmed first (JIT, the code loaded on a first call), so the CPU counted is the steady state's.
    await carga(v4, { ...opcoes, duration: 2 });
    const cpuAntes = servidor.cpuMs();
    const m = await carga(v4, opcoes);
    const cpu = servidor.cpuMs() - cpuAntes;
    await servidor.parar();
    // The server's CPU per answer moves far less with the machine's other work than its req/s does.
    console.log(
      `CPU do servidor por pedido: ${(cpu / Math.max(1, m.rps * SEGUNDOS)).toFixed(3)} ms (${cpu} ms em ${(m.rps * SEGUNDOS).toFixed(0)} pedidos)`,
    );
    console.log(
      `${ref.nome} em ${base ? 'PostgreSQL' : 'PGlite'}: ${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.erros} falhas, ${SEGUNDOS} s; carga média ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
    // One profile per thread; the main thread's is the largest of a PostgreSQL run (PGlite's thread has its own).
    for (const arquivo of readdirSync(perfis).sort()) {
      const perfil = JSON.parse(readFileSync(join(perfis, arquivo), 'utf8')) as Perfil;
      if (perfil.samples.length < 100) continue;
      console.log(
        `${arquivo} (${perfil.samples.length} amostras), as ${top} funções de maior tempo próprio:`,
      );
      for (const l of topoPorTempoProprio(perfil, top)) console.log(l);
    }
  } finally {
    pasta.remover();
    // BENCH_PERFIS=<pasta> keeps the profiles there, to read again (`tsx bench/perfil.ts <arquivo> --total`).
    if (process.env.BENCH_PERFIS) cpSync(perfis, process.env.BENCH_PERFIS, { recursive: true });
    rmSync(perfis, { recursive: true, force: true });
    if (banco && base) {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${banco} WITH (FORCE)`);
      await admin.end();
    }
  }
}

const args = process.argv.slice(2);
const top = Number(args[args.indexOf('--top') + 1] || 15);
const operacao = args.indexOf('--operacao');
if (operacao >= 0) await perfilar(args[operacao + 1] ?? '', args.includes('--top') ? top : 15);
else if (args[0]) {
  for (const l of (args.includes('--total') ? topoPorTempoTotal : topoPorTempoProprio)(
    JSON.parse(readFileSync(args[0], 'utf8')) as Perfil,
    args.includes('--top') ? top : 15,
  ))
    console.log(l);
} else {
  console.error('uso: tsx bench/perfil.ts <arquivo.cpuprofile> | --operacao <parte do nome> [--top N]');
  process.exitCode = 1;
}
