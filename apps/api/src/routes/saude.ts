import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { sendIndisponivel } from '../http/envelope.ts';

/**
 * GET /api/saude: 200 while the database answers, 503 (the envelope) while it does not — for the proxy's and the
 * operator's health checks. One `SELECT 1`; nothing about the data.
 */
export function saudeRoute(app: FastifyInstance, database: Database): void {
  app.get('/api/saude', async (_request, reply) => {
    try {
      await database.db.execute(sql`SELECT 1`);
    } catch {
      return sendIndisponivel(reply);
    }
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
  });
}
