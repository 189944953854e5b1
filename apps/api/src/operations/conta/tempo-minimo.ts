/**
 * Runs `trabalho` and answers no sooner than `ms` after it started, success or failure: what an account request
 * does differs for a known and an unknown document (a code, an e-mail), and the time it takes must not tell.
 */
export async function comTempoMinimo<T>(ms: number, trabalho: () => Promise<T>): Promise<T> {
  const inicio = performance.now();
  const esperar = () => new Promise((r) => setTimeout(r, Math.max(0, ms - (performance.now() - inicio))));
  try {
    return await trabalho();
  } finally {
    await esperar();
  }
}
