/**
 * Awaits a transaction's closing statement and its COMMIT, sent together. When the closing statement fails, its
 * error is the transaction's, whichever answer is read first: the COMMIT's is only "rolled back" (PGlite) or none.
 */
export async function fechar(
  ultima: PromiseLike<unknown> | undefined,
  fim: PromiseLike<unknown>,
): Promise<void> {
  const [fechou, terminou] = await Promise.allSettled([ultima, fim]);
  if (fechou.status === 'rejected') throw fechou.reason;
  if (terminou.status === 'rejected') throw terminou.reason;
}
