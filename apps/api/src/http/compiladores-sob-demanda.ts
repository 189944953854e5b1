import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type Fabricas = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** Fastify's own compilers, resolved from Fastify's folder (they are its dependencies, not the API's). */
const doFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

/** A compiler factory that loads `pacote` (a module exporting the factory's maker) on its first call. */
function sobDemanda<F extends (...args: never[]) => unknown>(pacote: string): F {
  let fabrica: F | undefined;
  return ((...args: Parameters<F>) => {
    fabrica ??= (doFastify(pacote) as () => F)();
    return fabrica(...args);
  }) as F;
}

/**
 * Fastify's `schemaController` with its default compilers (ajv, fast-json-stringify) loaded on first use instead of
 * when the app is created: no route of the API declares a JSON schema (zod checks the bodies), and loading them
 * took a tenth of a second of every start. A route with a schema still gets them, with one difference: Fastify
 * passes a `headers` schema to a compiler it did not build as written, without lower-casing its keys.
 */
export const compiladoresSobDemanda: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: sobDemanda<NonNullable<Fabricas['buildValidator']>>('@fastify/ajv-compiler'),
    buildSerializer: sobDemanda<NonNullable<Fabricas['buildSerializer']>>(
      '@fastify/fast-json-stringify-compiler',
    ),
  },
};
