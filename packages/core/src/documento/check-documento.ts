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
 * Checks a CPF or CNPJ: a value with letters is only ever an alphanumeric CNPJ candidate (14 characters, the
 * 2026 CNPJ); otherwise 11 digits are read as CPF and 14 as CNPJ; anything else is invalid. A valid value comes
 * back formatted.
 *
 * @example
 * checkDocumento('52998224725'); // { valido: true, tipo: 'cpf', formatado: '529.982.247-25' }
 * checkDocumento('AB.C52.998/2247-25'); // { valido: false, tipo: 'cnpj', formatado: '' } — never a CPF
 * checkDocumento('123'); // { valido: false, tipo: null, formatado: '' }
 * @see https://www.gov.br/receitafederal/pt-br/assuntos/orientacao-tributaria/cadastros/cnpj
 */
export function checkDocumento(value: string): ResultadoDocumento {
  if (/[A-Za-z]/.test(String(value ?? ''))) {
    const alfanumerico = stripCnpj(value);
    if (alfanumerico.length !== 14) return { valido: false, tipo: null, formatado: '' };
    const valido = isValidCnpj(alfanumerico);
    return { valido, tipo: 'cnpj', formatado: valido ? formatCnpj(alfanumerico) : '' };
  }
  const digitos = stripNonDigits(value);
  if (digitos.length === 11) {
    const valido = isValidCpf(digitos);
    return { valido, tipo: 'cpf', formatado: valido ? formatCpf(digitos) : '' };
  }
  if (digitos.length === 14) {
    const valido = isValidCnpj(digitos);
    return { valido, tipo: 'cnpj', formatado: valido ? formatCnpj(digitos) : '' };
  }
  return { valido: false, tipo: null, formatado: '' };
}
