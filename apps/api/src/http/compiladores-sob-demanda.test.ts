import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { compiladoresSobDemanda } from './compiladores-sob-demanda.ts';

/** Issue 12: the compilers load on first use, and a route with a schema still validates and serializes. */
describe('compiladoresSobDemanda', () => {
  const app = Fastify({ schemaController: compiladoresSobDemanda });
  app.post(
    '/eco',
    {
      schema: {
        body: {
          type: 'object',
          required: ['nome'],
          properties: { nome: { type: 'string', minLength: 2 } },
        },
        response: { 200: { type: 'object', properties: { nome: { type: 'string' } } } },
      },
    },
    async (request) => ({ ...(request.body as object), segredo: 'fica de fora' }),
  );
  afterAll(() => app.close());

  it('validates a body with ajv', async () => {
    const invalido = await app.inject({ method: 'POST', url: '/eco', payload: { nome: 'a' } });
    expect(invalido.statusCode).toBe(400);
  });

  it('serializes a reply with fast-json-stringify, dropping what the schema does not name', async () => {
    const valido = await app.inject({ method: 'POST', url: '/eco', payload: { nome: 'Ana' } });
    expect(valido.statusCode).toBe(200);
    expect(valido.json()).toEqual({ nome: 'Ana' });
  });
});
