/** The SQLSTATE of a database error, found down the `cause` chain (drizzle wraps the driver's error). */
export function estadoSql(erro: unknown): string | undefined {
  for (
    let e: unknown = erro, n = 0;
    e && typeof e === 'object' && n < 8;
    e = (e as { cause?: unknown }).cause, n++
  ) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** unique_violation: another request wrote the same key first. */
export const violaUnico = (erro: unknown): boolean => estadoSql(erro) === '23505';
