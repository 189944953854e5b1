import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppSettings } from '../config/app-settings.ts';

function origemDe(url: string): string | null {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * Helmet with a CSP the Ionic/Vite app runs under: no inline or remote scripts; inline styles allowed
 * because Ionic sets style attributes and injects component styles at run time; images from data:/blob:
 * (avatars, attachments); connections only to this origin (and the postal service when it is elsewhere).
 */
export async function registerSecurity(app: FastifyInstance, settings: AppSettings): Promise<void> {
  const cep = origemDe(settings.cepBase);
  await app.register(helmet, {
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
  const permitidas = new Set(settings.corsOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || permitidas.has(origin)),
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-App-Origin', 'Idempotency-Key', 'Accept'],
    exposedHeaders: ['Authorization', 'Retry-After', 'Idempotent-Replayed', 'Content-Disposition'],
    maxAge: 600,
  });
}
