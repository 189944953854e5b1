/**
 * Keeps only the characters a CNPJ can hold, digits and letters A–Z, upper-cased (alphanumeric CNPJ aware).
 *
 * @example
 * stripCnpj('12.abc.345/01de-35'); // '12ABC34501DE35'
 * @see https://www.gov.br/receitafederal/pt-br/assuntos/orientacao-tributaria/cadastros/cnpj/cnpj-alfanumerico
 */
export function stripCnpj(value: string): string {
  return String(value ?? '')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');
}
