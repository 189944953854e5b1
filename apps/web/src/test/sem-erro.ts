import type { ErroV4 } from '@portal/core';
import { isErroV4 } from '../lib/api-client.ts';

/** The answer of a call a test needs to succeed; a 400 fails the test with the server's message. */
export function semErro<T>(resposta: T | ErroV4): T {
  if (isErroV4(resposta)) throw new Error(resposta.mensagem);
  return resposta;
}
