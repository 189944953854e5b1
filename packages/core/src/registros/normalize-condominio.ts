import { asRegistro, texto } from './leitura.ts';
import type { Condominio } from './tipos.ts';

/**
 * Normalises a condominium entry; missing strings become ''.
 *
 * @example
 * normalizeCondominio({ codcondomino: 3 }); // { codcondomino: '3', identificacao: '', nomcondominio: '' }
 */
export function normalizeCondominio(raw: unknown): Condominio {
  const r = asRegistro(raw);
  return {
    codcondomino: texto(r.codcondomino),
    identificacao: texto(r.identificacao),
    nomcondominio: texto(r.nomcondominio),
  };
}
