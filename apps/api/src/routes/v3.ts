import { timingSafeEqual } from 'node:crypto';
import { hashDocumentParams, MENSAGENS, MENSAGENS_API } from '@portal/core';
import type { FastifyInstance } from 'fastify';
import { isDocumentoConhecido, resolverDocumento } from '../documents/resolver-documento.ts';
import { sendErro } from '../http/envelope.ts';
import type { AppServices } from '../services.ts';

function mesmoHash(esperado: string, recebido: string): boolean {
  const a = Buffer.from(esperado, 'utf8');
  const b = Buffer.from(recebido.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** RFC 6266 filename with an ASCII fallback. */
function contentDisposition(filename: string): string {
  const ascii = filename.normalize('NFD').replace(/[^\x20-\x7e]|["\\]/g, '');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * GET /api/V3/{doc}/{params}/{hash}: unknown kind → 404; hash (HMAC of the params, compared in constant time)
 * → 403; token → 401; the record must exist (404) and belong to the token's person (403).
 */
export function v3Route(
  app: FastifyInstance,
  { database, settings, tokens, pessoas, now }: AppServices,
): void {
  app.get<{ Params: { doc: string; params: string; hash: string } }>(
    '/api/V3/:doc/:params/:hash',
    async (request, reply) => {
      const { doc, hash } = request.params;
      if (!isDocumentoConhecido(doc)) return sendErro(reply, 404, MENSAGENS_API.documentoNaoEncontrado);
      const params = request.params.params.split('_');
      const esperado = await hashDocumentParams(params, settings.documentSecret);
      if (!mesmoHash(esperado, hash)) return sendErro(reply, 403, MENSAGENS_API.documentoHashInvalido);

      const header = request.headers.authorization ?? '';
      const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      const verificado = token ? await tokens.verify(token, now().getTime()) : null;
      const row = verificado ? await pessoas.buscar(verificado.codpessoa) : null;
      if (!verificado || !row) return sendErro(reply, 401, MENSAGENS.tokenInvalido);

      const resultado = await resolverDocumento(
        database.db,
        { pessoa: row, paramsistema: verificado.paramsistema, sid: verificado.sid },
        doc,
        params,
      );
      if (resultado === 'nao-encontrado') return sendErro(reply, 404, MENSAGENS_API.documentoNaoEncontrado);
      if (resultado === 'proibido') return sendErro(reply, 403, MENSAGENS_API.semPermissao);
      return reply
        .header('Content-Type', resultado.contentType)
        .header('Content-Disposition', contentDisposition(resultado.filename))
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(resultado.bytes));
    },
  );
}
