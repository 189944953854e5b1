import { isValidTelefone, stripNonDigits, type Telefone } from '@portal/core';

/** A masked phone of the form → SPEC §3's { ddd, tel } (area code required here: the form asks for it). */
export function telefoneDoCampo(valor: string): Telefone | null {
  const digitos = stripNonDigits(valor);
  if (!isValidTelefone(valor) || (digitos.length !== 10 && digitos.length !== 11)) return null;
  return { ddd: digitos.slice(0, 2), tel: digitos.slice(2) };
}

/** { ddd, tel } → the text the phone mask shows, e.g. '(11) 98765-4321'. */
export function telefoneParaCampo(t: Telefone): string {
  const tel = stripNonDigits(t.tel);
  const meio = tel.length === 9 ? 5 : 4;
  const numero = tel.length > meio ? `${tel.slice(0, meio)}-${tel.slice(meio)}` : tel;
  return t.ddd ? `(${stripNonDigits(t.ddd)}) ${numero}` : numero;
}
