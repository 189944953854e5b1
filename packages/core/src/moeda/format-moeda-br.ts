import { CONSTANTES } from '../constantes.ts';

/** From here on String writes an exponent; no real amount gets near it, so Intl writes the rare one. */
const LIMITE_EXPOENTE = 1e21;
let moedaIntl: Intl.NumberFormat | undefined;

/**
 * Formats an amount in Brazilian reais as Intl writes it for pt-BR (a no-break space follows R$; negative zero
 * keeps its sign; the shortest decimal that reads back as the same number is rounded, a tie away from zero, so
 * 1.005 is R$ 1,01); '' when not a finite number.
 *
 * Written out rather than through Intl.NumberFormat: the first Intl object of a page costs a slow phone ~50 ms
 * (4× throttle, measured) of the home's first task, to load the locale's data — for a rule of a few lines that
 * the tests check against Intl itself.
 *
 * @example
 * formatMoedaBr(1234.56); // 'R$\u00a01.234,56'
 */
export function formatMoedaBr(value: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const absoluto = Math.abs(value);
  if (absoluto >= LIMITE_EXPOENTE) {
    moedaIntl ??= new Intl.NumberFormat(CONSTANTES.locale, { style: 'currency', currency: CONSTANTES.moeda });
    return moedaIntl.format(value);
  }
  // Below a millionth String writes an exponent too, and such an amount is R$ 0,00 anyway.
  const [inteiros, decimais = ''] = (absoluto < 1e-6 ? '0' : String(absoluto)).split('.');
  const arredonda = (decimais[2] ?? '0') >= '5' ? 1n : 0n;
  const emCentavos = (BigInt(inteiros + decimais.slice(0, 2).padEnd(2, '0')) + arredonda)
    .toString()
    .padStart(3, '0');
  const agrupados = emCentavos.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, '.');
  const centavos = emCentavos.slice(-2);
  const sinal = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sinal}R$\u00a0${agrupados},${centavos}`;
}
