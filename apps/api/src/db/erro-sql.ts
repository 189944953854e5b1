/** `erro` and what it wraps, down the `cause` chain (drizzle wraps the driver's error), at most 8 deep. */
export function* cadeiaDeCausas(erro: unknown): Generator<{ [campo: string]: unknown }> {
  for (
    let e: unknown = erro, n = 0;
    e && typeof e === 'object' && n < 8;
    e = (e as { cause?: unknown }).cause, n++
  ) {
    yield e as { [campo: string]: unknown };
  }
}

/** The SQLSTATE of a database error, found down the `cause` chain. */
export function estadoSql(erro: unknown): string | undefined {
  for (const { code } of cadeiaDeCausas(erro)) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** unique_violation: another request wrote the same key first. */
export const violaUnico = (erro: unknown): boolean => estadoSql(erro) === '23505';
