import { buildCodcopia } from '../codigo-copia/build-codcopia.ts';
import type { Plataforma } from '../codigo-copia/plataforma.ts';
import { asRegistro, scalar } from './leitura.ts';
import type { Config } from './tipos.ts';

/**
 * Normalises the config record: codempresa, codescola taken from the field escolas, and the copy code prefixed by
 * the platform letter; each kept only when present and not "0".
 *
 * @example
 * normalizeConfig({ codempresa: 12, escolas: 3, codcopia: '5' }, 'android'); // { codempresa: '12', codescola: '3', codcopia: 'G5' }
 */
export function normalizeConfig(raw: unknown, plataforma: Plataforma): Config {
  const r = asRegistro(raw);
  const config: Config = {};
  const codempresa = scalar(r.codempresa);
  if (codempresa !== undefined) config.codempresa = codempresa;
  const codescola = scalar(r.escolas) ?? scalar(r.codescola);
  if (codescola !== undefined) config.codescola = codescola;
  const codcopia = buildCodcopia(r.codcopia, plataforma);
  if (codcopia !== undefined) config.codcopia = codcopia;
  return config;
}
