import { formatCnpj } from '../cnpj/format-cnpj.ts';
import { isValidCnpj } from '../cnpj/is-valid-cnpj.ts';
import { stripCnpj } from '../cnpj/strip-cnpj.ts';
import { formatCpf } from '../cpf/format-cpf.ts';
import { isValidCpf } from '../cpf/is-valid-cpf.ts';
import { stripNonDigits } from './strip-non-digits.ts';

/** Verdict of the combined CPF/CNPJ check. */
export interface ResultadoDocumento {
  valido: boolean;
  tipo: 'cpf' | 'cnpj' | null;
  /** The formatted document when valid, otherwise ''. */
  formatado: string;
}

/**
 * Checks a CPF or CNPJ: 11 digits are read as CPF, 14 as CNPJ (or 14 characters with letters as an alphanumeric
 * CNPJ), anything else is invalid; a valid value comes back formatted.
 *
 * @example
 * checkDocumento('52998224725'); // { valido: true, tipo: 'cpf', formatado: '529.982.247-25' }
 * checkDocumento('123'); // { valido: false, tipo: null, formatado: '' }
 * @see https://www.gov.br/receitafederal/pt-br/assuntos/orientacao-tributaria/cadastros/cnpj
 */
export function checkDocumento(value: string): ResultadoDocumento {
  const digitos = stripNonDigits(value);
  const alfanumerico = stripCnpj(value);
  // An alphanumeric CNPJ may hold exactly 11 or 14 digits among its letters, so it is tried before the digit count.
  const pareceAlfanumerico = alfanumerico.length === 14 && /[A-Z]/.test(alfanumerico);
  if (pareceAlfanumerico && isValidCnpj(alfanumerico)) {
    return { valido: true, tipo: 'cnpj', formatado: formatCnpj(alfanumerico) };
  }
  if (digitos.length === 11) {
    const valido = isValidCpf(digitos);
    return { valido, tipo: 'cpf', formatado: valido ? formatCpf(digitos) : '' };
  }
  if (digitos.length === 14) {
    const valido = isValidCnpj(digitos);
    return { valido, tipo: 'cnpj', formatado: valido ? formatCnpj(digitos) : '' };
  }
  return { valido: false, tipo: pareceAlfanumerico ? 'cnpj' : null, formatado: '' };
}
