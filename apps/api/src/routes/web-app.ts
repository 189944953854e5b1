import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite's fingerprinted output: safe to cache for a year. */
const HASHED = /[\\/]assets[\\/].+[-.][A-Za-z0-9_-]{8,}\.\w+$/;

/**
 * Serves the built app at / when its folder exists: hashed assets cached for a year, everything else
 * revalidated, and index.html for any other GET that is not an API path (the SPA's client-side routes).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<boolean> {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** True for paths the SPA fallback must not answer. */
export function isApiPath(url: string): boolean {
  return /^\/(api|ws)(\/|$)/.test(url) || url === '/config.json';
}
