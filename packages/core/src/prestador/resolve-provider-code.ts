/**
 * Code used for the company or provider: for a negative company code of a medical provider, the digits after the
 * first of its absolute value; otherwise the provider code.
 *
 * @example
 * resolveProviderCode({ codempresa: -51234, codprestador: '77' }, true); // '1234'
 * resolveProviderCode({ codempresa: -51234, codprestador: '77' }, false); // '77'
 */
export function resolveProviderCode(
  empresa: { codempresa: number; codprestador?: string | number },
  isMedico: boolean,
): string {
  const codempresa = Number(empresa?.codempresa);
  if (isMedico && Number.isFinite(codempresa) && codempresa < 0) {
    return String(Math.trunc(Math.abs(codempresa))).slice(1);
  }
  const codprestador = empresa?.codprestador;
  return codprestador === undefined || codprestador === null ? '' : String(codprestador);
}
