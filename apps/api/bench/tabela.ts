import { carga, type Medida, mediana, type Passo, SEGUNDOS } from './carga.ts';
import { aceitosDe, type Chamada } from './referencias/operacoes.ts';
import type { Entrada } from './referencias/servidor.ts';

// The table of issue 30: each operation of bench/referencias/operacoes.ts against bare Fastify and against its
// engine reference (the same SQL on a bare route, bench/referencias/servidor.ts), in the same rounds, the order of
// the portal and its reference alternating from round to round; and the login, whose cost is argon2 by design.

export interface Rodada {
  fastify: Medida;
  /** Per row: the portal's measure and its reference's (none for the login). */
  linhas: Map<string, { portal: Medida; ref?: Medida }>;
}

const corpoV4 = (c: Chamada) =>
  JSON.stringify({
    coddao: c.coddao,
    parametros: c.parametros,
    ...(c.conteudo === undefined ? {} : { conteudo: c.conteudo }),
  });

const post = async (url: string, body?: string, headers: Record<string, string> = {}) => {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    ...(body ? { body } : {}),
  });
  await r.arrayBuffer();
  if (!r.ok) throw new Error(`${url} respondeu ${r.status}`);
};

export async function medirTabela(opcoes: {
  v4: string;
  refSql: string;
  fastify: () => Promise<Medida>;
  logins: () => Promise<Medida>;
  entrar: (cpf: string) => Promise<string>;
  rodadas: number;
  /** After the logins: their reservations at the address must end before the next measure. */
  assentar: () => Promise<unknown>;
}): Promise<{ rodadas: Rodada[]; idas: Map<string, string> }> {
  const todas = (await (await fetch(`${opcoes.refSql}/ciclos`)).json()) as Entrada[];
  // BENCH_OPERACOES="503,241": only the rows whose name holds one of these (each keeps its index at the reference).
  const filtro = process.env.BENCH_OPERACOES?.split(',').filter(Boolean);
  const entradas = todas.map((e) => (!filtro || filtro.some((f) => e.nome.includes(f)) ? e : null));
  const tokens = new Map<string, string>();
  for (const e of entradas.filter((e) => e !== null))
    for (const cpf of e.pessoas) if (!tokens.has(cpf)) tokens.set(cpf, await opcoes.entrar(cpf));
  let chaves = 0;
  const pessoa = (e: Entrada, v: number) => e.pessoas[v % e.pessoas.length] as string;

  const doPortal = (e: Entrada, indice: number, duration?: number) => {
    const passos: Passo[] = (e.ciclos[0] ?? []).map((_, i) => ({
      corpo: (v) => corpoV4(e.ciclos[v]?.[i] as Chamada),
      headers: (v) => ({
        authorization: `Bearer ${tokens.get(pessoa(e, v))}`,
        ...(e.ciclos[v]?.[i]?.idempotente ? { 'idempotency-key': `bench-${process.pid}-${++chaves}` } : {}),
      }),
    }));
    return async () => {
      const m = await carga(opcoes.v4, {
        ciclo: { passos, variantes: e.variantes },
        duration,
        aceitos: aceitosDe(e.ciclos[0]),
      });
      await limpar(e, indice);
      return m;
    };
  };
  const daReferencia = (e: Entrada, indice: number, duration?: number) => {
    const passos: Passo[] = (e.ciclos[0] ?? []).map((_, i) => ({ corpo: (v) => JSON.stringify({ v, i }) }));
    return async () => {
      const m = await carga(`${opcoes.refSql}/sql/${indice}`, {
        ciclo: { passos, variantes: e.variantes },
        duration,
        aceitos: aceitosDe(e.ciclos[0]),
      });
      await limpar(e, indice);
      return m;
    };
  };
  /** A measure stops mid-cycle: what it left is undone by the operations, on the portal and on the reference. */
  async function limpar(e: Entrada, indice: number) {
    if (!e.limpeza) return;
    await new Promise((r) => setTimeout(r, 300));
    for (const [v, chamadas] of e.limpeza.entries())
      for (const c of chamadas)
        await post(opcoes.v4, corpoV4(c), {
          authorization: `Bearer ${tokens.get(pessoa(e, v))}`,
          'idempotency-key': `bench-${process.pid}-${++chaves}`,
        }).catch((erro: unknown) => {
          // Nothing to clean (a grade already cleared) answers a domain conflict.
          if (!c.conflitoEsperado || !/respondeu 400$/.test(String(erro))) throw erro;
        });
    await post(`${opcoes.refSql}/limpar/${indice}`, '{}');
  }

  // Every row's code warmed up (JIT, caches, the pool's connections) on both sides before anything is measured.
  for (const [indice, e] of entradas.entries()) {
    if (!e) continue;
    await doPortal(e, indice, Math.min(2, SEGUNDOS))();
    await daReferencia(e, indice, Math.min(2, SEGUNDOS))();
  }
  const rodadas: Rodada[] = [];
  for (let r = 0; r < opcoes.rodadas; r++) {
    const fastify = await opcoes.fastify();
    const linhas: Rodada['linhas'] = new Map();
    for (const [indice, e] of entradas.entries()) {
      if (!e) continue;
      const portal = doPortal(e, indice);
      const referencia = daReferencia(e, indice);
      // Which goes first alternates by round and by row: neither gets the quieter moment every time.
      if ((r + indice) % 2 === 0) {
        const p = await portal();
        linhas.set(e.nome, { portal: p, ref: await referencia() });
      } else {
        const ref = await referencia();
        linhas.set(e.nome, { portal: await portal(), ref });
      }
    }
    linhas.set('login (16), argon2id', { portal: await opcoes.logins() });
    await opcoes.assentar();
    rodadas.push({ fastify, linhas });
  }
  return { rodadas, idas: sentencasPorChamada(todas) };
}

/**
 * Each call's statements, portal/engine reference ("5/4" for a write: its key and the transaction's
 * BEGIN/COMMIT around the effect's two), the steps of a cycle joined by " + ". Statements, not round trips: both
 * send a transaction's BEGIN with its first statement, and the portal its answer with the COMMIT (db/transacao.ts).
 */
function sentencasPorChamada(entradas: Entrada[]): Map<string, string> {
  return new Map(
    entradas.map((e) => [
      e.nome,
      (e.capturas[0] ?? []).map((c) => `${c.idas}/${c.sentencas.length + (c.transacao ? 2 : 0)}`).join(' + '),
    ]),
  );
}

const pct = (a: number, b: number) => (100 * a) / Math.max(1, b);

/** The one table: medians of the rounds, each share computed within its round. */
export function formatarTabela(
  banco: string,
  { rodadas, idas }: { rodadas: Rodada[]; idas: Map<string, string> },
): string[] {
  const nomes = [...(rodadas[0]?.linhas.keys() ?? [])];
  const cab = `${'operação'.padEnd(42)} ${'req/s'.padStart(7)} ${'% Fastify'.padStart(9)} ${'% motor'.padStart(8)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'motor req/s'.padStart(11)} ${'motor p99'.padStart(9)}  falhas  sentenças`;
  const saida = [
    `${banco}: tabela por operação (medianas de ${rodadas.length} rodadas; ms)`,
    `${banco}: ${cab}`,
  ];
  const f = rodadas.map((r) => r.fastify);
  saida.push(
    `${banco}: ${'Fastify puro'.padEnd(42)} ${mediana(f.map((m) => m.rps))
      .toFixed(0)
      .padStart(7)} ${'100,0'.padStart(9)} ${'—'.padStart(8)} ${mediana(f.map((m) => m.p50))
      .toFixed(0)
      .padStart(6)} ${mediana(f.map((m) => m.p99))
      .toFixed(0)
      .padStart(6)}`,
  );
  for (const nome of nomes) {
    const ms = rodadas.map((r) => ({
      ...(r.linhas.get(nome) as { portal: Medida; ref?: Medida }),
      f: r.fastify,
    }));
    const temRef = ms.every((m) => m.ref);
    const v = (x: number, casas = 0) => x.toFixed(casas).replace('.', ',');
    const falhas = ms.reduce((s, m) => s + m.portal.erros, 0);
    const falhasRef = ms.reduce((s, m) => s + (m.ref?.erros ?? 0), 0);
    saida.push(
      `${banco}: ${nome.padEnd(42)} ${v(mediana(ms.map((m) => m.portal.rps))).padStart(7)} ${v(mediana(ms.map((m) => pct(m.portal.rps, m.f.rps))), 1).padStart(9)} ${(temRef ? v(mediana(ms.map((m) => pct(m.portal.rps, m.ref?.rps ?? 0))), 1) : '—').padStart(8)} ${v(mediana(ms.map((m) => m.portal.p50))).padStart(6)} ${v(mediana(ms.map((m) => m.portal.p99))).padStart(6)} ${(temRef ? v(mediana(ms.map((m) => m.ref?.rps ?? 0))) : '—').padStart(11)} ${(temRef ? v(mediana(ms.map((m) => m.ref?.p99 ?? 0))) : '—').padStart(9)}  ${`${falhas}${temRef ? `/${falhasRef}` : ''}`.padEnd(6)}  ${idas.get(nome) ?? ''}`,
    );
  }
  return saida;
}
