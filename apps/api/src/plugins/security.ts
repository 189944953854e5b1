import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppSettings } from '../config/app-settings.ts';

function origemDe(url: string): string | null {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The headers helmet sets for `opcoes`, computed once. They are the same for every response, but @fastify/helmet
 * builds the middleware — and serialises the CSP — again on every request, which was a tenth of the CPU of a
 * cached read.
 */
function cabecalhosDoHelmet(opcoes: HelmetOptions): Record<string, string> {
  const cabecalhos: Record<string, string> = {};
  const resposta = {
    setHeader: (nome: string, valor: string | number) => {
      cabecalhos[nome.toLowerCase()] = String(valor);
    },
    removeHeader: (nome: string) => {
      delete cabecalhos[nome.toLowerCase()];
    },
  };
  helmet(opcoes)({} as never, resposta as never, () => {});
  return cabecalhos;
}

/**
 * Helmet with a CSP the Ionic/Vite app runs under: no inline or remote scripts; inline styles allowed
 * because Ionic sets style attributes and injects component styles at run time; images from data:/blob:
 * (avatars, attachments); connections only to this origin (and the postal service when it is elsewhere).
 */
export async function registerSecurity(app: FastifyInstance, settings: AppSettings): Promise<void> {
  const cep = origemDe(settings.cepBase);
  const cabecalhos = cabecalhosDoHelmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(cep ? [cep] : [])],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        frameSrc: [
          "'self'",
          'blob:',
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (_request, reply, seguir) => {
    reply.headers(cabecalhos);
    seguir();
  });
  const permitidas = new Set(settings.corsOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || permitidas.has(origin)),
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-App-Origin', 'Idempotency-Key', 'Accept'],
    exposedHeaders: ['Authorization', 'Retry-After', 'Idempotent-Replayed', 'Content-Disposition'],
    maxAge: 600,
  });
}
