import { Transform } from 'node:stream';
import { MENSAGENS, MENSAGENS_API } from '@portal/core';
import type { FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import { ErroOperacao } from '../operations/erro-operacao.ts';

/**
 * A body past the ordinary limit must open with `{"coddao":<n>` naming an operation allowed to be large
 * (the app's client writes coddao first); anything else is cut off at the limit, before it is parsed.
 */
const INICIO = /^\s*\{\s*"coddao"\s*:\s*(\d{1,9})\s*[,}]/;
const PREFIXO = 40;

export interface LimitesCorpo {
  /** Every operation's ceiling, in bytes actually read. */
  padrao: number;
  /** coddao → its own larger ceiling (still bounded by the route's bodyLimit). */
  grandes: ReadonlyMap<number, number>;
  /** Whether the caller may send a large body (a valid token), asked only once the ordinary limit is passed. */
  autorizado(request: FastifyRequest): Promise<boolean>;
}

/**
 * preParsing hook: counts the bytes as they arrive — Content-Length or chunked alike — and stops the body at
 * its operation's limit with 413 (or 401 for a large body without a valid token), so nothing oversized is
 * buffered or parsed.
 */
export function limitarCorpo(limites: LimitesCorpo): preParsingAsyncHookHandler {
  return async (request, _reply, payload) => {
    // A declared length is what the HTTP parser will deliver, no more: within the limit there is nothing to count.
    const declarado = request.headers['content-length'];
    if (declarado !== undefined && Number(declarado) <= limites.padrao) return payload;
    let lidos = 0;
    let inicio = '';
    let teto = limites.padrao;
    let decidido = false;
    const contador = new Transform({
      transform(chunk: Buffer, _encoding, seguir) {
        lidos += chunk.length;
        (contador as Transform & { receivedEncodedLength: number }).receivedEncodedLength = lidos;
        if (inicio.length < PREFIXO) inicio += chunk.subarray(0, PREFIXO).toString('latin1');
        if (lidos <= teto) return seguir(null, chunk);
        const maior = decidido ? undefined : limites.grandes.get(Number(INICIO.exec(inicio)?.[1]));
        decidido = true;
        if (maior === undefined || lidos > maior) {
          return seguir(new ErroOperacao('GRANDE_DEMAIS', MENSAGENS_API.corpoGrande));
        }
        limites.autorizado(request).then((ok) => {
          if (!ok) return seguir(new ErroOperacao('NAO_AUTENTICADO', MENSAGENS.tokenInvalido));
          teto = maior;
          seguir(null, chunk);
        }, seguir);
      },
    });
    payload.on('error', (erro) => contador.destroy(erro));
    // Fastify listens for the refusal while it reads; when it has already answered without reading (a declared
    // length over the route's ceiling), nobody else does, and an unheard stream error would crash the process.
    contador.on('error', () => {});
    return payload.pipe(contador);
  };
}
