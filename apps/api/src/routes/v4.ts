import {
  CODDAO,
  type CredenciaisOperacao,
  credenciaisPermitem,
  dependeDosParametros,
  idempotencyKeySchema,
  MENSAGENS,
  MENSAGENS_API,
  problemaNoCorpo,
  type V4Request,
  v4RequestSchema,
} from '@portal/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { VerifiedToken } from '../auth/tokens.ts';
import type { Executor } from '../db/database.ts';
import { sendEnvelope, sendEnvelopeJson, sendErro } from '../http/envelope.ts';
import { limitarCorpo } from '../http/limite-corpo.ts';
import { camposDe } from '../http/zod-campos.ts';
import { payloadDigest } from '../idempotency/digest.ts';
import { anunciar } from '../mudancas/anunciar.ts';
import type { Contexto, Sessao } from '../operations/contexto.ts';
import { ErroOperacao } from '../operations/erro-operacao.ts';
import type { NaTransacao, OperacaoV4 } from '../operations/operacao.ts';
import type { AppServices } from '../services.ts';

/** Whole-request ceiling of the V4 route: three 5 MB attachments in base64 plus the form. */
export const V4_BODY_LIMIT = 22 * 1024 * 1024;
/** Every operation but the registration with attachments stays under 1 MB. */
const LIMITE_PADRAO = 1024 * 1024;
const GRANDES = new Map([[CODDAO.cadastroPessoa, V4_BODY_LIMIT]]);

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The `sub` of a JWT without checking it; only for the in-flight mark, never for authorisation. */
function sujeitoNaoVerificado(token: string | null): number | null {
  if (!token) return null;
  try {
    const sub = Number(decodeJwt(token).sub);
    return Number.isSafeInteger(sub) ? sub : null;
  } catch {
    return null;
  }
}

function cabecalho(valor: string | string[] | undefined): string | null {
  return typeof valor === 'string' && valor !== '' ? valor : null;
}

/** The host the app runs on: its Origin's (a browser sends it on every cross-origin POST), else the Host asked. */
function hostDoApp(origin: string | undefined, host: string | undefined): string | undefined {
  if (origin) {
    try {
      return new URL(origin).host;
    } catch {
      // An Origin that is not a URL ('null' from a sandboxed page) says nothing about the host.
    }
  }
  return host;
}

function exige(exigidas: CredenciaisOperacao | undefined, sessao: Sessao | null, parametros?: unknown): void {
  if (!credenciaisPermitem(exigidas, sessao?.pessoa.credenciais ?? [], parametros)) {
    throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);
  }
}

/**
 * POST /api/V4: the only code that knows the envelope. Steps, in order: size, on the bytes as they arrive (413;
 * http/limite-corpo.ts) → envelope → unknown coddao (400) → token (401) → credential (403) → schema (400) → parameter-dependent credential (403) →
 * idempotency (409/422/replay) → run. Renews the token in the Authorization header once past half its life.
 */
export function v4Route(app: FastifyInstance, services: AppServices): void {
  const {
    registry,
    tokens,
    database,
    settings,
    loginLimiter,
    sessoes,
    pessoas,
    leituras,
    idempotencia,
    now,
  } = services;

  function verificar(request: FastifyRequest) {
    const token = bearer(request);
    return token ? tokens.verify(token, now().getTime()) : Promise.resolve(null);
  }

  async function autenticar(reply: FastifyReply, op: OperacaoV4, verificado: VerifiedToken | null) {
    if (op.acesso === 'publico') return null;
    const row = verificado ? await pessoas.buscar(verificado.codpessoa) : null;
    if (!verificado || !row) {
      if (op.acesso === 'opcional') return null;
      throw new ErroOperacao('NAO_AUTENTICADO', MENSAGENS.tokenInvalido);
    }
    const { paramsistema, sid } = verificado;
    if (tokens.needsRenewal(verificado, now().getTime())) {
      const [renovado] = await Promise.all([
        tokens.sign({ codpessoa: row.codpessoa, paramsistema, sid }, now().getTime()),
        sessoes.tocar(database.db, sid),
      ]);
      reply.header('Authorization', `Bearer ${renovado}`);
    }
    return { pessoa: row, paramsistema, sid } satisfies Sessao;
  }

  async function tratar(request: FastifyRequest, reply: FastifyReply) {
    // Before anything walks the body (the schema, the idempotency digest): bounded depth, no control characters.
    const problema = problemaNoCorpo(request.body);
    if (problema) return sendErro(reply, 400, problema.mensagem, { [problema.campo]: problema.mensagem });
    const envelope = v4RequestSchema.safeParse(request.body);
    if (!envelope.success) {
      return sendErro(reply, 400, MENSAGENS_API.requisicaoInvalida, camposDe(envelope.error, 'corpo'));
    }
    const { coddao } = envelope.data;
    const op = registry.get(coddao);
    if (!op)
      return sendErro(reply, 400, MENSAGENS_API.operacaoDesconhecida, {
        coddao: MENSAGENS_API.operacaoDesconhecida,
      });

    // The in-flight mark is taken synchronously, before any await: the token's subject is read unverified
    // here (verification follows at once), so a duplicate arriving while this one runs always sees it.
    const chave = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
    const sujeito = op.idempotente && chave.success ? sujeitoNaoVerificado(bearer(request)) : null;
    const liberar = sujeito !== null && chave.success ? idempotencia.reservar(sujeito, chave.data) : () => {};
    try {
      const verificado = op.acesso === 'publico' ? null : await verificar(request);
      if (sujeito !== null && verificado?.codpessoa !== sujeito) {
        throw new ErroOperacao('NAO_AUTENTICADO', MENSAGENS.tokenInvalido);
      }
      return await executar(request, reply, op, verificado, envelope.data);
    } finally {
      liberar();
    }
  }

  async function executar(
    request: FastifyRequest,
    reply: FastifyReply,
    op: OperacaoV4,
    verificado: VerifiedToken | null,
    { coddao, parametros, conteudo }: V4Request,
  ) {
    const sessao = await autenticar(reply, op, verificado);
    // A fixed list is checked before the schema; a module's section can only be read from parsed parameters.
    const porParametro = dependeDosParametros(op.credenciais);
    if (!porParametro) exige(op.credenciais, sessao);
    const pedido = op.preparar(parametros, conteudo);
    if (!pedido.ok) {
      const campos = camposDe(pedido.erro, pedido.onde);
      const mensagem =
        pedido.onde === 'conteudo' ? op.mensagemInvalido(campos) : MENSAGENS_API.parametrosInvalidos;
      throw new ErroOperacao('INVALIDO', mensagem ?? MENSAGENS_API.parametrosInvalidos, campos);
    }
    if (porParametro) exige(op.credenciais, sessao, pedido.parametros);

    const ctx: Contexto = {
      db: database.db,
      settings,
      tokens,
      loginLimiter,
      sessoes,
      pessoas,
      leituras,
      sessao,
      cliente: {
        ip: request.ip,
        agente: request.headers['user-agent'] ?? null,
        plataforma: cabecalho(request.headers['x-app-origin']),
        host: hostDoApp(request.headers.origin, request.headers.host),
      },
      now,
    };
    if (op.leitura) {
      // The person and the context are part of the key: an answer is never shown to anyone else.
      const quem = sessao ? `${sessao.pessoa.codpessoa}@${pessoas.versao(sessao.pessoa.codpessoa)}` : '';
      const chave = `${coddao}|${quem}|${sessao?.paramsistema ?? ''}|${JSON.stringify(pedido.parametros)}`;
      const json = await leituras.obter(chave, op.leitura, sessao?.pessoa.codpessoa ?? null, () =>
        pedido.run(ctx),
      );
      return sendEnvelopeJson(reply, 200, json);
    }
    // What a write changed reaches the caller's streams (mudancas/anunciar.ts) only once it has succeeded.
    const anunciarMudanca = (db: Executor) =>
      op.muda && sessao ? anunciar(db, op.muda, [sessao.pessoa.codpessoa]) : Promise.resolve();
    if (!op.idempotente) {
      const resultado = await pedido.run(ctx);
      await anunciarMudanca(database.db);
      return sendEnvelope(reply, 200, resultado);
    }

    const chave = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
    if (!chave.success || !sessao) {
      throw new ErroOperacao('INVALIDO', MENSAGENS_API.chaveIdempotenciaAusente, {
        'Idempotency-Key': MENSAGENS_API.chaveIdempotenciaAusente,
      });
    }
    const daChave = {
      codpessoa: sessao.pessoa.codpessoa,
      chave: chave.data,
      coddao,
      digest: payloadDigest({ coddao, parametros, conteudo }),
    };
    // A write that is one statement runs as that statement with the key's answer in it (operations/operacao.ts).
    // The key keeps the copy of its answer (without a secret, `copiaGuardada`), as for any write.
    const unica = pedido.sentenca?.(ctx);
    // A write that reads first (operations/operacao.ts, `antes`) reads before its transaction opens.
    const antes = pedido.antes;
    let naTransacao: NaTransacao = pedido.run;
    let inteiro: unknown = unica?.resposta;
    const resposta = unica
      ? await idempotencia.executarSentenca(
          database.db,
          daChave,
          { ...unica, resposta: op.copiaGuardada(unica.resposta) },
          anunciarMudanca,
        )
      : await idempotencia.executar(
          database.db,
          daChave,
          async (tx) => {
            const resultado = await naTransacao({ ...ctx, db: tx });
            inteiro = resultado;
            return op.copiaGuardada(resultado);
          },
          anunciarMudanca,
          antes &&
            (async () => {
              naTransacao = await antes(ctx);
            }),
        );
    if (resposta.replay) reply.header('Idempotent-Replayed', 'true');
    // The first answer is the whole one; the key keeps (and a replay answers) the copy without its secret.
    return resposta.replay ? sendEnvelopeJson(reply, 200, resposta.corpo) : sendEnvelope(reply, 200, inteiro);
  }

  const preParsing = limitarCorpo({
    padrao: LIMITE_PADRAO,
    grandes: GRANDES,
    autorizado: async (request) => (await verificar(request)) !== null,
  });
  app.post('/api/V4', { bodyLimit: V4_BODY_LIMIT, preParsing }, async (request, reply) => {
    try {
      return await tratar(request, reply);
    } catch (error) {
      if (error instanceof ErroOperacao) {
        if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
        return sendErro(reply, error.status, error.mensagem, error.campos, error.codigoNaResposta);
      }
      throw error;
    }
  });
}
