import { Maskito, maskitoTransform } from '@maskito/core';
import { mascaras } from '@portal/core';

/**
 * The CPF/CNPJ mask on a native input (loaded only when someone types a number on the login screen). What was
 * typed before the mask's code arrived (a fast typist, a paste, a slow connection) is shaped at once too: Maskito
 * alone shapes only what comes after it. The value goes in through the native setter and an `input` event, as
 * Maskito's own changes do, so React's state follows.
 */
export function mascararDocumento(input: HTMLInputElement): { destroy(): void } {
  const mascara = new Maskito(input, mascaras.cpfCnpj);
  const formatado = maskitoTransform(input.value, mascaras.cpfCnpj);
  if (formatado !== input.value) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, formatado);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  return mascara;
}
