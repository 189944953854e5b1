// argon2id in piscina's worker threads (auth/passwords.ts), one hash at a time per thread, scheduled after the
// threads that answer requests. Plain JavaScript: the sources' tests and the built server start the same file.
import { execFileSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { hashSync, verifySync } from '@node-rs/argon2';
import { workerData } from 'piscina';

/**
 * A storm of logins must not slow everyone else's requests (issue 12). On Linux (where a thread's policy and
 * priority are its own; elsewhere they would slow the whole server, so they are left alone):
 * - the pool of every core (`ocioso`) puts its threads in SCHED_IDLE: the kernel runs them only on a core no
 *   ordinary thread wants and preempts them the moment the event loop wakes. A nice value is not enough: in a
 *   storm, nice 10 and even nice 19 still took half a core each, because the running thread keeps its slice when
 *   the event loop wakes, and every request waited out those slices. There is no Node API for the policy, so
 *   util-linux's `chrt` sets it, once per thread; without it, the lowest nice.
 * - the reserve pool runs 10 nice steps down: it takes a hash the idle threads have not finished in time,
 *   which is every hash when other work keeps both cores busy (SCHED_IDLE alone made a login take 3–11 s then).
 */
if (process.platform === 'linux') {
  if (workerData?.ocioso) {
    try {
      const tid = readlinkSync('/proc/thread-self').split('/').pop() ?? '';
      execFileSync('chrt', ['--idle', '--pid', '0', tid], { stdio: 'ignore', timeout: 5000 });
    } catch {
      setPriority(19);
    }
  } else {
    setPriority(Math.min(19, getPriority() + 10));
  }
}

/**
 * The same hash may be asked of both pools; `feito` (shared memory) turns 1 once one has answered, and a copy
 * still waiting in the other pool's queue then returns at once instead of hashing for nobody.
 */
const jaFeito = (feito) => feito !== undefined && Atomics.load(feito, 0) === 1;

/** @param {{ senha: string, opcoes: import('@node-rs/argon2').Options, feito?: Int32Array }} tarefa */
export function hash({ senha, opcoes, feito }) {
  return jaFeito(feito) ? null : hashSync(senha, opcoes);
}

/** @param {{ guardado: string, senha: string, feito?: Int32Array }} tarefa */
export function verify({ guardado, senha, feito }) {
  return jaFeito(feito) ? null : verifySync(guardado, senha);
}

/** How the kernel schedules this thread (Linux), for the test that shows it: policy 5 is SCHED_IDLE. */
export function escalonamento() {
  const politica = /^policy\s*:\s*(\d+)/m.exec(readFileSync('/proc/thread-self/sched', 'utf8'))?.[1];
  return { politica: Number(politica), nice: getPriority() };
}
