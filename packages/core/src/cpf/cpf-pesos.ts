/** Weights of the first CPF check digit (over 9 digits) and of the second (over 10). */
export const PESOS_CPF_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
export const PESOS_CPF_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
