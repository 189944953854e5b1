import { MENSAGENS_API } from '@portal/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cep } from '../db/schema/index.ts';
import type { AppServices } from '../services.ts';

/** Field order of the public postal service's answer (ViaCEP). */
const CAMPOS = [
  'cep',
  'logradouro',
  'complemento',
  'unidade',
  'bairro',
  'localidade',
  'uf',
  'estado',
  'regiao',
  'ibge',
  'gia',
  'ddd',
  'siafi',
] as const;

/**
 * GET /ws/{cep}/json in ViaCEP's shape, from the API's own address table: a malformed CEP answers 400,
 * an unknown one 200 `{"erro": true}` (what ViaCEP does).
 */
export function cepRoute(app: FastifyInstance, { database }: AppServices): void {
  app.get<{ Params: { cep: string } }>('/ws/:cep/json', async (request, reply) => {
    const digits = request.params.cep.replace('-', '');
    if (!/^\d{8}$/.test(digits)) {
      return reply.code(400).send({ erro: true, mensagem: MENSAGENS_API.cepInvalido });
    }
    const [row] = await database.db.select().from(cep).where(eq(cep.cep, digits)).limit(1);
    reply.header('Cache-Control', 'public, max-age=86400');
    if (!row) return reply.send({ erro: true });
    const resposta: Record<string, string> = {};
    for (const campo of CAMPOS) resposta[campo] = row.dados[campo] ?? '';
    return reply.send(resposta);
  });
}
