import { availableParallelism } from 'node:os';
import type { Algorithm, Options } from '@node-rs/argon2';
import type { Piscina } from 'piscina';

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const OPTIONS: Options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const ARQUIVO = new URL('./argon2-worker.js', import.meta.url).href;
/** How long the idle threads may go without answering before a waiting hash goes to the reserve too. */
const ESPERA_OCIOSA_MS = 250;

/**
 * argon2id runs off the event loop, in two piscina pools of the same worker (auth/argon2-worker.js). A hash goes
 * first to one thread per core in SCHED_IDLE, which use every core the requests leave idle and yield it at once:
 * a storm of logins does not hold up the other requests (issue 12). Should those threads answer nothing for
 * ESPERA_OCIOSA_MS while a hash waits (every core busy with other work, where they could wait seconds), the
 * reserve (as many threads, at nice 10) takes it too, and the first answer wins. Threads start with the first login
 * and leave after a minute without one, so an idle server holds none; piscina itself loads with the first hash,
 * not at start (~25 ms of every start, issue 12). The worker's folder is the same in the sources and in dist/
 * (scripts/build.mjs).
 */
let pools: Promise<{ ociosos: Piscina; reserva: Piscina }> | undefined;
const carregarPools = () =>
  (pools ??= import('piscina').then(({ Piscina }) => {
    const pool = (maxThreads: number, ocioso: boolean) =>
      new Piscina({
        filename: ARQUIVO,
        minThreads: 0,
        maxThreads,
        idleTimeout: 60_000,
        workerData: { ocioso },
      });
    return { ociosos: pool(availableParallelism(), true), reserva: pool(availableParallelism(), false) };
  }));

/** When the idle threads last answered (performance.now()): they are making progress, however slowly. */
let ultimaOciosa = Number.NEGATIVE_INFINITY;

async function executar<T>(nome: 'hash' | 'verify', tarefa: Record<string, unknown>): Promise<T> {
  const { ociosos, reserva } = await carregarPools();
  const feito = new Int32Array(new SharedArrayBuffer(4));
  const pedido = { ...tarefa, feito };
  return new Promise<T>((ok, falha) => {
    let reservaPedida = false;
    let espera: ReturnType<typeof setTimeout> | undefined;
    const terminar = (fim: () => void) => {
      if (Atomics.exchange(feito, 0, 1) === 1) return;
      clearTimeout(espera);
      fim();
    };
    const naReserva = () => {
      if (reservaPedida) return;
      reservaPedida = true;
      reserva.run(pedido, { name: nome }).then(
        (r: T) => terminar(() => ok(r)),
        (e: unknown) => terminar(() => falha(e)),
      );
    };
    // A hash waiting in a storm, behind others the idle threads are getting through, keeps waiting for them; one
    // whose idle threads have answered nothing for ESPERA_OCIOSA_MS (the cores are busy elsewhere) goes to the
    // reserve.
    const vigiar = () => {
      espera = setTimeout(
        () => (performance.now() - ultimaOciosa < ESPERA_OCIOSA_MS ? vigiar() : naReserva()),
        ESPERA_OCIOSA_MS,
      );
    };
    vigiar();
    ociosos.run(pedido, { name: nome }).then(
      (r: T | null) => {
        ultimaOciosa = performance.now();
        // null: the reserve answered first and this copy returned without hashing.
        if (r !== null) terminar(() => ok(r));
      },
      // A failure in the idle pool (its thread died) is not the answer: the reserve takes the hash.
      () => {
        clearTimeout(espera);
        naReserva();
      },
    );
  });
}

/** argon2id hash of the client's passwordHash (the API never sees the password itself). */
export function hashStoredPassword(passwordHash: string): Promise<string> {
  return executar('hash', { senha: passwordHash, opcoes: OPTIONS });
}

function confere(guardado: string, senha: string): Promise<boolean> {
  return executar<boolean>('verify', { guardado, senha }).catch(() => false);
}

let dummy: Promise<string> | undefined;

/**
 * Verifies a passwordHash against the stored argon2id hash. With no stored hash (unknown user) it still
 * runs one verification against a throwaway hash, so both refusals take the same time.
 */
export async function verifyStoredPassword(stored: string | null, passwordHash: string): Promise<boolean> {
  if (stored === null) {
    dummy ??= hashStoredPassword('usuario-inexistente');
    await confere(await dummy, passwordHash);
    return false;
  }
  return confere(stored, passwordHash);
}

/** Tests only: how the kernel schedules the threads of each pool (Linux). */
export async function escalonamentoDosHashes() {
  type Escalonamento = { politica: number; nice: number };
  const { ociosos, reserva } = await carregarPools();
  const [ocioso, reservado] = await Promise.all([
    ociosos.run(null, { name: 'escalonamento' }) as Promise<Escalonamento>,
    reserva.run(null, { name: 'escalonamento' }) as Promise<Escalonamento>,
  ]);
  return { ocioso, reserva: reservado };
}
