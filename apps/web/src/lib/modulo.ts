import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** One page of a module; `path` is the full route without the leading slash, '/*' allowed at the end. */
export interface ModuloRota {
  path: string;
  page: LazyExoticComponent<ComponentType>;
}

/**
 * What a module folder tells the shell (its `modulo.ts`): the pages it owns at fixed paths, and the routes it
 * adds under every module section of SPEC §2 (the section home, the charge screens, the generic records).
 * Titles and icons live in ui/catalogo-modulos.ts, which only the lazy pages import, so the first screen does
 * not carry them.
 */
export interface ManifestoModulo {
  /** The folder's name under src/modules. */
  nome: string;
  rotas?: readonly ModuloRota[];
  porSecao?: (secao: string) => readonly ModuloRota[];
}

/** The routes of one section (or of one page outside the sections), in the order the shell claims them. */
export interface SecaoDeRotas {
  path: string;
  rotas: ModuloRota[];
}

/** React.lazy over a named export: every page is its own chunk, loaded on first visit. */
export function pagina<M extends Record<string, unknown>>(
  carregar: () => Promise<M>,
  nome: keyof M & string,
) {
  return lazy(async () => ({ default: (await carregar())[nome] as ComponentType }));
}
