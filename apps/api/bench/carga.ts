import autocannon from 'autocannon';

export const SEGUNDOS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONEXOES = Number(process.env.BENCH_CONNECTIONS ?? 50);

export interface Medida {
  rps: number;
  p50: number;
  p99: number;
  erros: number;
  /** What the failures were: '3× 503', '1× tempo esgotado'. */
  codigos: string[];
}

/** One request of a connection's cycle: its body and headers, built when it is sent. */
export interface Passo {
  corpo(variante: number): string;
  headers?(variante: number): Record<string, string>;
}

export interface OpcoesCarga {
  body?: string;
  corpos?: string[];
  headers?: Record<string, string>;
  connections?: number;
  duration?: number;
  /**
   * Each connection holds one variant (0…variantes-1) for a whole cycle and sends `ciclo`'s steps in order: a
   * sign-up and its cancellation by the same person never overlap, and no two connections hold the same variant
   * at once (a variant returns to the pool when its cycle's last answer arrives). Without `variantes`, every
   * connection sends variant 0.
   */
  ciclo?: { passos: Passo[]; variantes?: number };
  /** Statuses that are the operation's own answer, not failures: a race's losers get 400. */
  aceitos?: readonly number[];
}

export async function carga(url: string, opcoes: OpcoesCarga): Promise<Medida> {
  // Bodies taken in turn across all connections (autocannon's own list restarts on each connection, which
  // would send every connection's first request for the same person at the same instant).
  const { corpos, ciclo } = opcoes;
  let proximo = 0;
  const variantes = ciclo?.variantes;
  const livres = variantes ? Array.from({ length: variantes }, (_, i) => variantes - 1 - i) : [];
  const comuns = { 'content-type': 'application/json', ...(opcoes.headers ?? {}) };
  const requests = ciclo
    ? ciclo.passos.map((passo, i) => ({
        setupRequest: (req: autocannon.Request, ctx: object) => {
          // autocannon gives each connection a context of its own, fresh at the start of every cycle.
          const contexto = ctx as { v?: number };
          if (i === 0) contexto.v = livres.pop() ?? 0;
          const v = contexto.v ?? 0;
          return { ...req, body: passo.corpo(v), headers: { ...comuns, ...(passo.headers?.(v) ?? {}) } };
        },
        ...(variantes && i === ciclo.passos.length - 1
          ? {
              onResponse: (_s: number, _b: string, ctx: object) => {
                livres.push((ctx as { v?: number }).v ?? 0);
              },
            }
          : {}),
      }))
    : corpos
      ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: corpos[proximo++ % corpos.length] }) }]
      : undefined;
  const r = await autocannon({
    url,
    method: 'POST',
    duration: opcoes.duration ?? SEGUNDOS,
    connections: Math.min(opcoes.connections ?? CONEXOES, variantes ?? Number.POSITIVE_INFINITY),
    headers: comuns,
    ...(requests ? { requests } : { body: opcoes.body }),
  });
  const falhas = Object.entries(r.statusCodeStats ?? {}).filter(
    ([codigo]) => !codigo.startsWith('2') && !opcoes.aceitos?.includes(Number(codigo)),
  );
  const codigos = falhas.map(([codigo, { count }]) => `${count}× ${codigo}`);
  if (r.timeouts) codigos.push(`${r.timeouts}× tempo esgotado`);
  if (r.errors - r.timeouts > 0) codigos.push(`${r.errors - r.timeouts}× erro de conexão`);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    erros: falhas.reduce((n, [, { count }]) => n + (count ?? 0), 0) + r.errors + r.timeouts,
    codigos,
  };
}

export const mediana = (valores: number[]) => {
  const v = [...valores].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? (v[m] ?? 0) : ((v[m - 1] ?? 0) + (v[m] ?? 0)) / 2;
};
