import { MENSAGENS } from '@portal/core';
import { ApiError } from '../../lib/api-client.ts';

/** The Portuguese text to show for a failed call: the server's own message when it sent one. */
export function mensagemDeErro(erro: unknown): string {
  if (erro instanceof ApiError && erro.mensagem) return erro.mensagem;
  return MENSAGENS.falhaConexao;
}
