import { type ConteudoDe, chamar, operacoes } from '../../../lib/api-client.ts';

/** The public documents (coddao 260), filtered by `busca`. */
export function listarDocumentosPublicos(busca: string) {
  return chamar(operacoes.docsite, [busca]);
}

/** A person's registration (coddao 94), guarded by its Idempotency-Key. */
export function cadastrarPessoa(conteudo: ConteudoDe<'cadastroPessoa'>, idempotencyKey: string) {
  return chamar(operacoes.cadastroPessoa, [], conteudo, { idempotencyKey });
}
