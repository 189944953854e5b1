/**
 * Mod-11 check digit shared by CPF and CNPJ: the weighted sum of the values, remainder below 2 gives 0,
 * otherwise 11 minus the remainder.
 *
 * @example
 * digitoVerificador([5, 2, 9, 9, 8, 2, 2, 4, 7], [10, 9, 8, 7, 6, 5, 4, 3, 2]); // 2
 * @see https://www.gov.br/receitafederal/pt-br/assuntos/orientacao-tributaria/cadastros/cnpj/cnpj-alfanumerico
 */
export function digitoVerificador(valores: readonly number[], pesos: readonly number[]): number {
  let soma = 0;
  pesos.forEach((peso, i) => {
    soma += (valores[i] ?? 0) * peso;
  });
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}
