import type { FastifyRequest } from 'fastify';

/** V3 URLs end with the document hash: logged as `***` so logs never hold one. */
export function redactUrl(url: string): string {
  return url.replace(/^(\/api\/V3\/[^/?]+\/[^/?]+\/)[^/?]+/, '$1***');
}

/** Request log line: method, path without secrets, client address. Headers and bodies are never logged. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

/** Keys masked wherever they appear in a logged object. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'res.headers.authorization',
  '*.authorization',
  '*.password',
  '*.passwordHash',
  '*.senha',
  '*.senhaHash',
  '*.token',
  '*.parametros',
  '*.conteudo',
];
