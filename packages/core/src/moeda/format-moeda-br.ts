import { CONSTANTES } from '../constantes.ts';

const MOEDA = new Intl.NumberFormat(CONSTANTES.locale, { style: 'currency', currency: CONSTANTES.moeda });

/**
 * Formats an amount in Brazilian reais as Intl writes it for pt-BR (a no-break space follows R$); '' when not a
 * finite number.
 *
 * @example
 * formatMoedaBr(1234.56); // 'R$\u00a01.234,56'
 */
export function formatMoedaBr(value: number): string {
  return typeof value === 'number' && Number.isFinite(value) ? MOEDA.format(value) : '';
}
