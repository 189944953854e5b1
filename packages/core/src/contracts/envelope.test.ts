import { describe, expect, it } from 'vitest';
import {
  CODSTATUS,
  erroV4Schema,
  idempotencyKeySchema,
  v4RequestSchema,
  v4ResponseSchema,
} from './envelope.ts';

describe('V4 envelope', () => {
  it('accepts the app’s request body', () => {
    expect(v4RequestSchema.safeParse({ coddao: 16, parametros: ['W1', 'user', 'hash'] }).success).toBe(true);
    expect(
      v4RequestSchema.safeParse({ coddao: 94, parametros: ['W1'], conteudo: { nome: 'x' } }).success,
    ).toBe(true);
  });

  it('refuses a body without copy code, with a non-integer coddao or nested parametros', () => {
    expect(v4RequestSchema.safeParse({ coddao: 16, parametros: [] }).success).toBe(false);
    expect(v4RequestSchema.safeParse({ coddao: 1.5, parametros: ['W1'] }).success).toBe(false);
    expect(v4RequestSchema.safeParse({ coddao: 16, parametros: ['W1', { a: 1 }] }).success).toBe(false);
    expect(v4RequestSchema.safeParse('coddao').success).toBe(false);
  });

  it('describes answers and errors', () => {
    expect(v4ResponseSchema.parse({ codstatus: 200, conteudo: [] })).toEqual({
      codstatus: 200,
      conteudo: [],
    });
    expect(
      erroV4Schema.safeParse({ mensagem: 'Erro', campos: { 'parametros.1': 'Campo obrigatório.' } }).success,
    ).toBe(true);
    expect(erroV4Schema.safeParse({ campos: {} }).success).toBe(false);
  });

  it('lists DESIGN.md’s status table', () => {
    expect(Object.values(CODSTATUS)).toEqual([200, 400, 401, 403, 409, 422, 413, 429, 500, 503]);
  });

  it('Idempotency-Key is 1–255 printable ASCII characters', () => {
    expect(idempotencyKeySchema.safeParse('3f2b0c1e-9a7d-4c1b-8e2f-0123456789ab').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('a'.repeat(255)).success).toBe(true);
    expect(idempotencyKeySchema.safeParse('a'.repeat(256)).success).toBe(false);
    expect(idempotencyKeySchema.safeParse('').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('com espaço').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('chave-ç').success).toBe(false);
  });
});
