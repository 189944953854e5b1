import { CODDAO, type NomeOperacao, type operacoes } from '@portal/core';
import { callV4 } from './api-client.ts';

/** The parsed result type of one V4 operation, as core's contract declares it. */
export type Resultado<N extends NomeOperacao> = ReturnType<(typeof operacoes)[N]['resultado']['parse']>;

type Opcoes = Parameters<typeof callV4>[2];

/**
 * Calls one V4 operation by its contract name, so every page is typed by core's schemas and never
 * repeats an operation number.
 */
export function chamar<N extends NomeOperacao>(
  nome: N,
  params: (string | number)[] = [],
  opts?: Opcoes,
): Promise<Resultado<N>> {
  return callV4<Resultado<N>>(CODDAO[nome], params, opts);
}
