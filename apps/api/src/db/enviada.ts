/**
 * Sends a drizzle query now (it is lazy until `.then`) and gives it back as a promise. Its failure counts as
 * handled here, so a statement whose answer is awaited later (a BEGIN sent ahead) cannot end the process
 * meanwhile; the caller still meets the error when it awaits it.
 */
export function enviada<T>(consulta: PromiseLike<T>): Promise<T> {
  const promessa = new Promise<T>((ok, falha) => consulta.then(ok, falha));
  promessa.catch(() => {});
  return promessa;
}
