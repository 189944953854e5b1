import { randomInt } from 'node:crypto';
import { ALFABETO_CODIGO_PASSE, TAMANHO_CODIGO_PASSE, TAMANHO_CODIGO_RETIRADA } from '@portal/core';

/** A fresh pass code, drawn by the system's CSPRNG from core's alphabet. */
export function sortearCodigoPasse(): string {
  let c = '';
  for (let i = 0; i < TAMANHO_CODIGO_PASSE; i++)
    c += ALFABETO_CODIGO_PASSE[randomInt(ALFABETO_CODIGO_PASSE.length)];
  return c;
}

/** A package's six-digit pickup code. */
export function sortearCodigoRetirada(): string {
  return String(randomInt(10 ** TAMANHO_CODIGO_RETIRADA)).padStart(TAMANHO_CODIGO_RETIRADA, '0');
}
