import { ErroOperacao } from '../erro-operacao.ts';

/** A 400 refusal whose message the account pages show beside the field it names. */
export const invalido = (campo: string, mensagem: string) =>
  new ErroOperacao('INVALIDO', mensagem, { [campo]: mensagem });
