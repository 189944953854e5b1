import type { z } from 'zod';
import type { Operacao } from './operacao.ts';
import { login } from './sessao/login.ts';
import { salvarParametros } from './sessao/salvar-parametros.ts';
import { versaoApp } from './sessao/versao-app.ts';

export type QualquerOperacao = Operacao<z.ZodType, z.ZodType>;

const todas = [login, salvarParametros, versaoApp] as unknown as QualquerOperacao[];

/** coddao → operation: the whole V4 surface in one map. */
export const registry: ReadonlyMap<number, QualquerOperacao> = new Map(todas.map((op) => [op.coddao, op]));
