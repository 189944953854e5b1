import { Worker } from 'node:worker_threads';
import type { PGlite, PGliteOptions, QueryOptions, Results } from '@electric-sql/pglite';
import { enviada } from './enviada.ts';
import { fechar } from './fechar.ts';

type Resposta = {
  id: number;
  resultado?: unknown;
  erro?: Record<string, unknown> & { message: string };
  /** A NOTIFY heard by the thread's LISTEN (no id: nobody asked for it). */
  aviso?: { canal: string; payload: string };
};
type Pedido =
  | {
      tipo: 'consulta';
      tx?: number;
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      comoTexto: number[];
    }
  | { tipo: 'begin' }
  | { tipo: 'fim'; tx: number; confirmar: boolean }
  | { tipo: 'escutar'; canal: string }
  | { tipo: 'fechar' };

/** Who hears the NOTIFYs of the channels listened to (db/avisos.ts). */
export interface Ouvinte {
  aoNotificar(canal: string, payload: string): void;
  /** A new thread replaced a dead one and listens again: what was announced meanwhile was lost. */
  aoReabrir(): void;
}

/** What drizzle's PGlite driver calls on its client (and on the client of a transaction). */
export interface ClienteSql {
  query<T>(sql: string, params?: unknown[], opcoes?: QueryOptions): Promise<Results<T>>;
}

/**
 * The thread stopped under a statement: Postgres's crash_shutdown, which the routes answer with 503 and
 * Retry-After (db/banco-indisponivel.ts), as for a PostgreSQL that went down.
 */
function erroDeParada(mensagem = 'O banco embutido (PGlite) parou.'): Error {
  return Object.assign(new Error(mensagem), { code: '57P02' });
}

const novaThread = () => new Worker(new URL('./pglite-thread.js', import.meta.url));

/** A thread started ahead (`aquecerPglite`), still alive and not yet given a folder. */
let aquecida: Worker | null = null;

/**
 * Starts PGlite's thread ahead of the first `PgliteEmThread.abrir`: it loads PGlite and compiles its
 * WebAssembly meanwhile, and opens nothing until `abrir` names the folder. It keeps no process alive; should it
 * fail or die first, `abrir` starts another and reports that one's error.
 */
export function aquecerPglite(): void {
  if (aquecida) return;
  const thread = novaThread();
  aquecida = thread;
  thread.unref();
  thread.on('error', () => {});
  thread.once('exit', () => {
    if (aquecida === thread) aquecida = null;
  });
}

/** Starts the thread on `pasta` (memory when null) and resolves once PGlite has opened there. */
function iniciarThread(pasta: string | null, opcoes: PGliteOptions): Promise<Worker> {
  const thread = aquecida ?? novaThread();
  aquecida = null;
  thread.ref();
  thread.postMessage({ pasta, opcoes });
  return new Promise((pronto, falhou) => {
    const aoFalhar = (erro: unknown) => falhou(erro);
    thread.once('error', aoFalhar);
    thread.once('exit', (codigo) =>
      falhou(erroDeParada(`O banco embutido (PGlite) saiu ao abrir (${codigo}).`)),
    );
    thread.once('message', () => {
      thread.off('error', aoFalhar);
      thread.removeAllListeners('exit');
      pronto(thread);
    });
  });
}

/**
 * PGlite on a worker thread (db/pglite-thread.js), behind the part of PGlite's interface drizzle uses: `query`
 * and `transaction`. PGlite runs Postgres compiled to WebAssembly on the thread that calls it; on the event
 * loop, every statement of a login (a few milliseconds in all) held up every other request, and a storm of
 * logins tripled the p99 of reads served from memory (issue 12). Here the event loop only posts and receives.
 * Statements still run one at a time, in order, as in PGlite; a transaction holds the database until it ends.
 *
 * Should the thread die (a WebAssembly trap, memory), what it was doing fails as an outage (503) and, for a
 * cluster on disk, a new thread reopens it, recovering from its WAL like Postgres after a crash; an in-memory
 * cluster died with its thread, so later statements keep failing.
 */
export class PgliteEmThread implements ClienteSql {
  private proximo = 1;
  private readonly pendentes = new Map<number, { ok: (v: unknown) => void; falha: (e: Error) => void }>();
  private thread: Worker | null = null;
  /** While the thread is being started again after a death. */
  private reabrindo: Promise<void> | null = null;
  private parado: Error | null = null;
  private fechando = false;
  /** Channels LISTENed to, issued again on a thread that replaced a dead one. */
  private readonly canais = new Set<string>();
  private ouvinte: Ouvinte | null = null;
  /** What this turn of the event loop asked of the thread, posted as one message (`enviar`). */
  private lote: { thread: Worker; pedidos: (Pedido & { id: number })[] } | null = null;

  private constructor(
    private readonly pasta: string | null,
    private readonly opcoes: PGliteOptions,
  ) {}

  /** Opens the cluster in `pasta` (or in memory when null) on a new thread. */
  static async abrir(pasta: string | null, opcoes: PGliteOptions): Promise<PgliteEmThread> {
    const banco = PgliteEmThread.abrindo(pasta, opcoes);
    await banco.aberto();
    return banco;
  }

  /**
   * Starts opening the cluster and answers at once: statements sent meanwhile wait for it, so a server can load
   * and listen while Postgres starts (iniciar-servidor.ts). `aberto` tells when it is open, or why it is not.
   */
  static abrindo(pasta: string | null, opcoes: PGliteOptions): PgliteEmThread {
    const banco = new PgliteEmThread(pasta, opcoes);
    void banco.iniciar(erroDeParada());
    return banco;
  }

  /** Resolves once the cluster is open; rejects with why it could not be. */
  async aberto(): Promise<void> {
    await this.reabrindo;
    if (this.parado) throw this.parado;
  }

  query<T>(sql: string, params: unknown[] = [], opcoes?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.pedir({
      tipo: 'consulta',
      tx,
      sql,
      params,
      rowMode: opcoes?.rowMode ?? 'object',
      // drizzle asks for dates as the text Postgres sent (identity parsers), by type.
      comoTexto: Object.keys(opcoes?.parsers ?? {}).map(Number),
    }) as Promise<Results<T>>;
  }

  /**
   * A transaction on the thread. BEGIN is sent without waiting for its answer: the statements `corpo` sends follow
   * it at once, and the thread runs them in order behind it. `fecho`'s statement, if given, is sent with the COMMIT:
   * while a transaction is open it holds the whole database, so every wait for this thread's event loop is time
   * no other request can use it (issue 30). A `fecho` that fails aborts the transaction, and its COMMIT rolls back.
   */
  async transaction<T>(
    corpo: (tx: ClienteSql) => Promise<T>,
    fecho?: (tx: ClienteSql, resultado: T) => PromiseLike<unknown>,
  ): Promise<T> {
    const tx = this.proximo++;
    const aberta = this.pedir({ tipo: 'begin' }, tx);
    aberta.catch(() => {});
    const cliente: ClienteSql = { query: (sql, params, opcoes) => this.query(sql, params, opcoes, tx) };
    let resultado: T;
    try {
      resultado = await corpo(cliente);
      await aberta;
    } catch (erro) {
      await this.pedir({ tipo: 'fim', tx, confirmar: false }).catch(() => {});
      throw erro;
    }
    const ultima = fecho ? enviada(fecho(cliente, resultado)) : undefined;
    await fechar(ultima, this.pedir({ tipo: 'fim', tx, confirmar: true }));
    return resultado;
  }

  /**
   * LISTEN on `canais` (PostgreSQL's own LISTEN/NOTIFY, inside the embedded cluster): a NOTIFY sent in a
   * transaction reaches `ouvinte` when it commits, as on PostgreSQL, and never when it rolls back.
   */
  async escutar(canais: Iterable<string>, ouvinte: Ouvinte): Promise<void> {
    this.ouvinte = ouvinte;
    for (const canal of canais) {
      this.canais.add(canal);
      await this.pedir({ tipo: 'escutar', canal });
    }
  }

  async close(): Promise<void> {
    this.fechando = true;
    await this.reabrindo?.catch(() => {});
    const thread = this.thread;
    if (this.parado || !thread) return;
    // Held until the thread has exited: what runs after close (releasing the data-dir lock) must not be cut
    // short by an event loop that found nothing else to wait for.
    thread.ref();
    const saiu = new Promise((r) => thread.once('exit', r));
    await this.pedir({ tipo: 'fechar' });
    await saiu;
  }

  /** drizzle's driver takes a PGlite: this is the part of one it calls. */
  comoPglite(): PGlite {
    return this as unknown as PGlite;
  }

  private assumir(thread: Worker): void {
    this.thread = thread;
    thread.on('message', (respostas: Resposta[]) => {
      for (const resposta of respostas) this.receber(resposta);
    });
    thread.on('error', (erro) => console.error('O banco embutido (PGlite) falhou.', erro));
    thread.on('exit', () => this.morreu(thread));
    thread.unref();
  }

  private morreu(thread: Worker): void {
    if (this.thread !== thread) return;
    this.thread = null;
    // Closed on purpose, a statement after it is the caller's fault (500), not an outage.
    const erro = this.fechando ? new Error('O banco embutido (PGlite) foi fechado.') : erroDeParada();
    for (const { falha } of this.pendentes.values()) falha(erro);
    this.pendentes.clear();
    if (this.fechando || this.pasta === null) {
      this.parado ??= erro;
      return;
    }
    void this.iniciar(erro);
  }

  /**
   * Starts a thread on the cluster; until it is open, `pedir` waits. A close asked meanwhile (`fechando`) still
   * takes the thread, so that `close` shuts Postgres down cleanly rather than leaving it to recover next time.
   */
  private iniciar(seFalhar: Error): Promise<void> {
    this.reabrindo = iniciarThread(this.pasta, this.opcoes).then(
      (nova) => {
        this.reabrindo = null;
        this.assumir(nova);
        if (this.canais.size > 0) {
          void Promise.all([...this.canais].map((canal) => this.pedir({ tipo: 'escutar', canal }))).then(
            () => this.ouvinte?.aoReabrir(),
            () => {},
          );
        }
      },
      (falha: unknown) => {
        this.reabrindo = null;
        this.parado = falha instanceof Error ? falha : seFalhar;
      },
    );
    return this.reabrindo;
  }

  /** Posts `pedido` under `id` (given ahead for a BEGIN, whose id names its transaction) and awaits its answer. */
  private async pedir(pedido: Pedido, id = this.proximo++): Promise<unknown> {
    if (this.reabrindo) await this.reabrindo;
    const thread = this.thread;
    if (this.parado || !thread) throw this.parado ?? erroDeParada();
    // The thread keeps the process alive only while an answer is awaited (a script awaiting a query).
    if (this.pendentes.size === 0) thread.ref();
    return new Promise((ok, falha) => {
      this.pendentes.set(id, { ok, falha });
      this.enviar(thread, { ...pedido, id });
    });
  }

  /**
   * Posts `pedido` with everything else asked in this turn of the event loop, as one message at its end: each
   * message wakes the thread, and on two cores each wake-up handed the core over mid-request (postMessage was a
   * fifth of the event loop's profile under a write's load, issue 30). The thread answers a turn's work likewise.
   */
  private enviar(thread: Worker, pedido: Pedido & { id: number }): void {
    if (this.lote?.thread === thread) {
      this.lote.pedidos.push(pedido);
      return;
    }
    const lote = { thread, pedidos: [pedido] };
    this.lote = lote;
    setImmediate(() => {
      if (this.lote === lote) this.lote = null;
      // A thread that died meanwhile failed these already (morreu); a new one must not run them.
      if (this.thread === thread) thread.postMessage(lote.pedidos);
    });
  }

  private receber({ id, resultado, erro, aviso }: Resposta): void {
    if (aviso) {
      this.ouvinte?.aoNotificar(aviso.canal, aviso.payload);
      return;
    }
    const pendente = this.pendentes.get(id);
    if (!pendente) return;
    this.pendentes.delete(id);
    if (this.pendentes.size === 0 && !this.fechando) this.thread?.unref();
    if (erro) pendente.falha(Object.assign(new Error(erro.message), erro));
    else pendente.ok(resultado);
  }
}
