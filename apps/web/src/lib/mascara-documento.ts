import { Maskito } from '@maskito/core';
import { mascaras } from '@portal/core';

/** The CPF/CNPJ mask on a native input (loaded only when someone types a number on the login screen). */
export function mascararDocumento(input: HTMLInputElement): { destroy(): void } {
  return new Maskito(input, mascaras.cpfCnpj);
}
