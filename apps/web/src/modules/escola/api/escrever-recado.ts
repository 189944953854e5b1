import type { EscreverRecado } from '@portal/core';
import { chamar, operacoes } from '../../../lib/api-client.ts';

/** "Escrever recado" (coddao 202): one idempotent write; the key is the attempt's (useEnvioUnico). */
export function escreverRecado(recado: EscreverRecado, idempotencyKey: string) {
  return chamar(operacoes.escreverRecado, [], recado, { idempotencyKey });
}
