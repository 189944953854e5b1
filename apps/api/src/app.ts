import type { Agent } from 'node:https';
import { MENSAGENS_API } from '@portal/core';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  LogController,
  type onRequestHookHandler,
} from 'fastify';
import { LoginLimiter } from './auth/login-limiter.ts';
import type { AppSettings } from './config/app-settings.ts';
import { Carteiro } from './conta/carteiro.ts';
import { bancoIndisponivel, bancoOcupado } from './db/banco-indisponivel.ts';
import type { Database } from './db/database.ts';
import { compiladoresSobDemanda } from './http/compiladores-sob-demanda.ts';
import { sendErro, sendIndisponivel } from './http/envelope.ts';
import { erroRegistravel, REDACT_PATHS, serializeRequest } from './http/log-redaction.ts';
import { ErroOperacao } from './operations/erro-operacao.ts';
import { expirarReservasEvento } from './pagamentos/cobranca-evento.ts';
import { registerSecurity } from './plugins/security.ts';
import { EntregadorPush } from './push/entregador-push.ts';
import { caixaDeSaidaRoute } from './routes/caixa-de-saida.ts';
import { calendarioFeedRoute } from './routes/calendario-feed.ts';
import { cepRoute } from './routes/cep.ts';
import { configJsonRoute } from './routes/config-json.ts';
import { mudancasRoute } from './routes/mudancas.ts';
import { saudeRoute } from './routes/saude.ts';
import { v3Route } from './routes/v3.ts';
import { v4Route } from './routes/v4.ts';
import { isSpaRoute, registerWebApp } from './routes/web-app.ts';
import { webhookPagamentosRoute } from './routes/webhook-pagamentos.ts';
import { createServices } from './services.ts';

/** How often finished login windows and expired revocations are dropped. */
const UPKEEP_MS = 60 * 60 * 1000;

export interface BuildAppOptions {
  settings: AppSettings;
  /** An opened, migrated database; the app closes it on close when `ownsDatabase`. */
  database: Database;
  /**
   * Given when `database` is still opening (iniciar-servidor.ts listens meanwhile): settles once it is open and
   * migrated. Until then the routes that use the database hold their requests; the app's files and /config.json
   * are served at once.
   */
  bancoAbrindo?: Promise<unknown>;
  ownsDatabase?: boolean;
  /** Clock, replaceable in tests (token renewal, idempotency expiry). */
  now?: () => Date;
  /** Where logs go (stdout by default); tests read them to prove nothing secret is written. */
  logStream?: NodeJS.WritableStream;
  /** Trusts a test's self-signed push service (push/entregador-push.ts); never given outside tests. */
  agentePush?: Agent;
  /** Streams of changes one person may hold (MAXIMO_POR_PESSOA); the stream benchmark opens 1,000 for one. */
  fluxosPorPessoa?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles once the database is open, migrated and its subscribers caught up: requests that use it wait for this. */
    bancoPronto: Promise<void>;
  }
}

/** The whole HTTP surface as a Fastify instance that never listens (server.ts does). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { settings, database } = options;
  const app = Fastify({
    bodyLimit: 1024 * 1024,
    trustProxy: settings.trustProxy,
    schemaController: compiladoresSobDemanda,
    // No line per request unless LOG_REQUESTS asks (the top-level disableRequestLogging is deprecated).
    logController: new LogController({ disableRequestLogging: !settings.logRequests }),
    // Fastify's own refusals before routing (a malformed URL) leave in the Portuguese envelope too.
    frameworkErrors: (_error, _request, reply) => sendErro(reply, 400, MENSAGENS_API.enderecoInvalido),
    logger: settings.silent
      ? false
      : {
          level: settings.logLevel,
          redact: { paths: REDACT_PATHS, censor: '***' },
          serializers: { req: serializeRequest },
          ...(options.logStream ? { stream: options.logStream } : {}),
        },
  });
  database.aoPerderConexao = (erro) =>
    app.log.warn(
      { erro: erroRegistravel(erro) },
      'conexão com o banco perdida; o pool abre outra quando preciso',
    );
  const services = createServices(
    settings,
    database,
    options.now ?? (() => new Date()),
    (erro) => app.log.warn({ erro: erroRegistravel(erro) }, 'canal de avisos sem conexão; reconectando'),
    options.fluxosPorPessoa,
  );

  // Subscribers (sessions revoked, caches) read the database as the channel connects, so only once it is migrated.
  const bancoPronto = (options.bancoAbrindo ?? Promise.resolve()).then(() => services.avisos.iniciar());
  // Awaited by whoever listens (iniciar-servidor.ts); meanwhile a failure must not be an unhandled rejection.
  bancoPronto.catch(() => {});
  app.decorate('bancoPronto', bancoPronto);
  if (!options.bancoAbrindo) await bancoPronto;

  // A request still being answered when the app starts closing (held while the database opened, a login still
  // hashing) ends its connection: close() waits for every connection, and a keep-alive one left open would hold
  // the process until its 10-second limit (iniciar-servidor.ts). Fastify closes only those idle at that moment.
  let encerrando = false;
  app.addHook('preClose', (done) => {
    encerrando = true;
    // An open stream of changes is never idle: closed here, or close() would wait for its client to leave.
    services.fluxos.encerrar();
    done();
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (encerrando && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    done();
  });

  await registerSecurity(app, settings);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Refusals raised while the body is still arriving (http/limite-corpo.ts).
    if (error instanceof ErroOperacao)
      return sendErro(reply, error.status, error.mensagem, error.campos, error.codigoNaResposta);
    if (bancoIndisponivel(error) || bancoOcupado(error)) {
      request.log.warn({ erro: erroRegistravel(error) }, 'banco de dados indisponível');
      return sendIndisponivel(reply);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendErro(reply, 413, MENSAGENS_API.corpoGrande);
    if (status >= 400 && status < 500) return sendErro(reply, 400, MENSAGENS_API.requisicaoInvalida);
    request.log.error({ erro: erroRegistravel(error) }, 'erro inesperado');
    return sendErro(reply, 500, MENSAGENS_API.erroInterno);
  });

  await app.register(async (comBanco) => {
    if (options.bancoAbrindo) comBanco.addHook('onRequest', esperarPor(bancoPronto));
    v4Route(comBanco, services);
    v3Route(comBanco, services);
    calendarioFeedRoute(comBanco, services);
    cepRoute(comBanco, services);
    webhookPagamentosRoute(comBanco, services);
    mudancasRoute(comBanco, services);
    caixaDeSaidaRoute(comBanco, services);
    saudeRoute(comBanco, database);
  });
  configJsonRoute(app, settings);
  const servesWeb = await registerWebApp(app, settings.webDist);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (servesWeb && (request.method === 'GET' || request.method === 'HEAD') && isSpaRoute(path)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendErro(reply, 404, MENSAGENS_API.recursoNaoEncontrado);
  });

  const carteiro = new Carteiro(database.db, settings.smtp, (erro) =>
    app.log.warn({ erro: erroRegistravel(erro) }, 'e-mail não enviado; fica na caixa de saída'),
  );
  // It reads the outbox every few seconds: only once the database is open and migrated, and never once closing.
  bancoPronto.then(
    () => encerrando || carteiro.iniciar(),
    () => {},
  );
  app.addHook('onClose', () => carteiro.encerrar());
  const entregadorPush = new EntregadorPush(
    database.db,
    settings,
    (erro) => app.log.warn({ erro: erroRegistravel(erro) }, 'push web não enviado; fica na fila'),
    options.agentePush ? { agente: options.agentePush } : {},
  );
  bancoPronto.then(
    () => encerrando || entregadorPush.iniciar(),
    () => {},
  );
  app.addHook('onClose', () => entregadorPush.encerrar());
  const upkeep = setInterval(() => {
    services.sessoes.podar();
    LoginLimiter.limparVencidas(database.db, services.now()).catch((erro: unknown) =>
      app.log.warn({ erro: erroRegistravel(erro) }, 'limpeza das tentativas de login falhou'),
    );
    expirarReservasEvento(database.db, services.now()).catch((erro: unknown) =>
      app.log.warn({ erro: erroRegistravel(erro) }, 'expiração das reservas de eventos falhou'),
    );
  }, UPKEEP_MS);
  upkeep.unref();
  app.addHook('onClose', async () => {
    clearInterval(upkeep);
    services.leituras.fechar();
    await services.avisos.encerrar();
  });
  if (options.ownsDatabase) app.addHook('onClose', () => database.close());
  return app;
}

/** An onRequest hook that holds requests until `pronto` settles, and costs a flag's read after it has. */
function esperarPor(pronto: Promise<void>): onRequestHookHandler {
  let aberto = false;
  pronto.then(
    () => {
      aberto = true;
    },
    () => {},
  );
  return (_request, _reply, done) => {
    if (aberto) done();
    else pronto.then(() => done(), done);
  };
}
