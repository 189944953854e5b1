import { MENSAGENS_API } from '@portal/core';
import type { FastifyInstance } from 'fastify';
import { donoDoFeed } from '../calendario/feed-token.ts';
import { FONTES_DO_FEED } from '../calendario/fontes-do-feed.ts';
import { icsDoFeed } from '../calendario/ics.ts';
import { sendErro } from '../http/envelope.ts';
import type { AppServices } from '../services.ts';

/**
 * GET /api/calendario/{token}.ics — a person's private calendar feed (issue 31), what a phone's calendar
 * subscribes to. It carries no Authorization header: the token in the path is the secret. An unknown or revoked
 * token is 404, the same answer, so the route says nothing about which tokens ever existed.
 */
export function calendarioFeedRoute(app: FastifyInstance, { database, pessoas, now }: AppServices): void {
  app.get<{ Params: { arquivo: string } }>('/api/calendario/:arquivo', async (request, reply) => {
    const token = /^(.+)\.ics$/.exec(request.params.arquivo)?.[1] ?? '';
    const codpessoa = await donoDoFeed(database.db, token);
    const pessoa = codpessoa === null ? null : await pessoas.buscar(codpessoa);
    if (!pessoa) return sendErro(reply, 404, MENSAGENS_API.naoEncontrado);
    const agora = now();
    const eventos = (await Promise.all(FONTES_DO_FEED.map((f) => f(database.db, pessoa, agora)))).flat();
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', 'inline; filename="calendario.ics"')
      .header('Cache-Control', 'private, no-store')
      .header('Referrer-Policy', 'no-referrer')
      .send(await icsDoFeed(eventos, agora));
  });
}
