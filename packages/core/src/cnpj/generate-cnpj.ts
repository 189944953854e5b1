import { digitoVerificador } from '../documento/digito-verificador.ts';
import { randomDigit } from '../documento/random-digit.ts';
import { PESOS_CNPJ_1, PESOS_CNPJ_2 } from './cnpj-pesos.ts';

const ALFANUMERICOS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function randomAlfanumerico(rng: () => number): string {
  const n = Math.floor(rng() * ALFANUMERICOS.length);
  const i = Number.isFinite(n) ? Math.min(ALFANUMERICOS.length - 1, Math.max(0, n)) : 0;
  return ALFANUMERICOS.charAt(i);
}

/**
 * Generates a valid unformatted CNPJ, numeric by default or alphanumeric, for tests and demo data.
 *
 * @example
 * generateCnpj(); // e.g. '11222333000181'
 * generateCnpj(Math.random, true); // e.g. '12ABC34501DE35'
 * @see https://www.gov.br/receitafederal/pt-br/assuntos/orientacao-tributaria/cadastros/cnpj/cnpj-alfanumerico
 */
export function generateCnpj(rng: () => number = Math.random, alfanumerico = false): string {
  const base = Array.from({ length: 12 }, () =>
    alfanumerico ? randomAlfanumerico(rng) : String(randomDigit(rng)),
  );
  // Twelve equal characters would give a repeated-character CNPJ, which is never valid.
  if (base.every((c) => c === base[0])) base[11] = base[11] === '1' ? '2' : '1';
  const valores = base.map((c) => c.charCodeAt(0) - 48);
  valores.push(digitoVerificador(valores, PESOS_CNPJ_1));
  valores.push(digitoVerificador(valores, PESOS_CNPJ_2));
  return base.join('') + valores.slice(12).join('');
}
