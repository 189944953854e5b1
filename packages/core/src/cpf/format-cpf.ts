import { stripNonDigits } from '../documento/strip-non-digits.ts';

/**
 * Formats the digits of a value as a CPF, `000.000.000-00`; a partial value is formatted as far as it goes.
 *
 * @example
 * formatCpf('52998224725'); // '529.982.247-25'
 * formatCpf('5299822'); // '529.982.2'
 */
export function formatCpf(value: string): string {
  const d = stripNonDigits(value).slice(0, 11);
  return (
    [d.slice(0, 3), d.slice(3, 6), d.slice(6, 9)].filter(Boolean).join('.') +
    (d.length > 9 ? `-${d.slice(9)}` : '')
  );
}
