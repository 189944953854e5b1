import { CODDAO, type operacoes as Contratos, type NomeOperacao } from '@portal/core';

/** What the web runtime keeps of an operation's contract: its name and number; the types carry the schemas. */
export interface Operacao<N extends NomeOperacao> {
  readonly nome: N;
  readonly coddao: number;
}

type Contrato<N extends NomeOperacao> = (typeof Contratos)[N];
/** A zod schema's input and output types (z.input/z.output), read without importing zod into the app. */
type Entrada<S> = S extends { _zod: { input: infer T } } ? T : never;
type Saida<S> = S extends { _zod: { output: infer T } } ? T : never;

/** The parametros of an operation after the copy code, which the client puts first (SPEC §7). */
export type ParametrosDe<N extends NomeOperacao> =
  Entrada<Contrato<N>['parametros']> extends readonly [unknown, ...infer R] ? R : never;
/** The answer of an operation, as its result schema declares it. */
export type Resultado<N extends NomeOperacao> = Saida<Contrato<N>['resultado']>;
/** The body an operation takes, or undefined for one that takes none. */
export type ConteudoDe<N extends NomeOperacao> =
  Contrato<N> extends { conteudo: infer C } ? Entrada<C> : undefined;

/**
 * Every V4 operation of core's contract, by name. At run time only its number: the zod schemas stay out of the
 * app's chunks (the login route would carry zod), and the API client reads them in development and tests only.
 * A module of its own, so the native layer names operations without importing the client into its chunk.
 */
export const operacoes = Object.fromEntries(
  Object.entries(CODDAO).map(([nome, coddao]) => [nome, { nome, coddao }]),
) as unknown as { readonly [N in NomeOperacao]: Operacao<N> };
