// argon2id in piscina's worker threads (auth/passwords.ts), one hash at a time per thread, at a lower CPU
// priority than the thread that answers requests. Plain JavaScript: the sources' tests and the built server
// start the same file.
import { getPriority, setPriority } from 'node:os';
import { hashSync, verifySync } from '@node-rs/argon2';

/**
 * A storm of logins must not slow everyone else's requests (issue 12). Each hashing thread runs 10 nice steps
 * below the thread that started it, so the kernel gives the event loop a core the moment it has work, and the
 * hashes the rest. On Linux a thread's priority is its own (setpriority on "this process" changes the calling
 * thread only); elsewhere it would lower the whole server, so it is left alone there.
 *
 * Linux's SCHED_IDLE class was tried and measured: in `npm run bench`'s storm the list kept 16–18k of 24k req/s
 * (11–12k at nice 10), but with both cores busy with other work (PostgreSQL, another service, a test run) a
 * login took 3–11 s instead of ~0.1 s, and an unprivileged process cannot take a thread out of that class again.
 */
if (process.platform === 'linux') setPriority(Math.min(19, getPriority() + 10));

/** @param {{ senha: string, opcoes: import('@node-rs/argon2').Options }} tarefa */
export function hash({ senha, opcoes }) {
  return hashSync(senha, opcoes);
}

/** @param {{ guardado: string, senha: string }} tarefa */
export function verify({ guardado, senha }) {
  return verifySync(guardado, senha);
}

/** The thread's own priority, for the test that shows it is lowered. */
export function prioridade() {
  return getPriority();
}
