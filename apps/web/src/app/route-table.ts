import { isHomeUrl, isPublicUrl, ROTA_LOGIN, ROTAS } from '@portal/core';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { SecaoDeRotas } from '../lib/modulo.ts';

type Pagina = ComponentType | LazyExoticComponent<ComponentType>;

/** One entry of the app's route table, in declaration order (SPEC §2). */
export type EntradaRota =
  | { path: string; page: Pagina; guarded: boolean }
  | { path: string; redirect: string; guarded: false };

/** The first path segment of a route pattern ('' for the empty route). */
function secao(path: string): string {
  return path.replace(/^\/+/, '').split('/')[0] ?? '';
}

/** SPEC §2's rows by path, built at the first question (the table is read ~90 times as the shell starts). */
let rotaPorPath: ReadonlyMap<string, (typeof ROTAS)[number]> | undefined;

/**
 * Whether SPEC §2's table guards a route: its own row when it has one, else its module's row; rows that say
 * "not stated" are guarded (they show personal data). Public URL fragments pass the guard anyway.
 */
export function isGuardedPath(path: string): boolean {
  // The first row of a path wins, as a search from the top would find it.
  rotaPorPath ??= new Map([...ROTAS].reverse().map((r) => [r.path, r]));
  const limpo = path.replace(/^\/+/, '').replace(/\/\*$/, '');
  const linha = rotaPorPath.get(limpo) ?? rotaPorPath.get(secao(limpo));
  return linha?.guarda !== 'nao';
}

/**
 * Whether a logged-out visitor opening this URL ends on the login screen: home, the login itself, or a guarded
 * route of SPEC §2's table. Start-up then shows the login without loading the shell.
 */
export function levaAoLogin(url: string): boolean {
  const caminho = url.replace(/[?#].*$/, '');
  if (isHomeUrl(caminho) || caminho === '/auth' || caminho === ROTA_LOGIN) return true;
  if (isPublicUrl(caminho)) return false;
  const limpo = caminho.replace(/^\/+/, '').replace(/\/+$/, '');
  const conhecida = ROTAS.some((r) => r.path === limpo || r.path === secao(limpo));
  return conhecida && isGuardedPath(limpo);
}

/**
 * Builds the table with first-match semantics: a later entry whose path an earlier one already claims is
 * dropped. That is how SPEC §2's alias pprivada → pages/pprivada stays declared yet shadowed by the module.
 * An entry claims its own path and, when it ends in '/*', everything under it. Linear in the routes: this runs
 * as the shell starts, on the home's critical path (issue 12).
 */
export function buildRouteTable(
  nucleo: readonly EntradaRota[],
  modulos: readonly SecaoDeRotas[],
  aliases: readonly { path: string; redirect: string }[],
): EntradaRota[] {
  const tabela: EntradaRota[] = [];
  const caminhos = new Set<string>();
  /** The bases of the '/*' entries ('escola' for 'escola/*'). */
  const bases: string[] = [];
  const semBarraInicial = (path: string) => path.replace(/^\/+/, '');
  const reivindicado = (path: string) => {
    const novo = semBarraInicial(path);
    return caminhos.has(novo) || bases.some((base) => novo === base || novo.startsWith(`${base}/`));
  };
  const incluir = (entrada: EntradaRota) => {
    tabela.push(entrada);
    const caminho = semBarraInicial(entrada.path);
    caminhos.add(caminho);
    if (caminho.endsWith('/*')) bases.push(caminho.slice(0, -2));
  };
  for (const entrada of nucleo) incluir(entrada);
  for (const modulo of modulos) {
    for (const rota of modulo.rotas) {
      if (!reivindicado(rota.path))
        incluir({ path: rota.path, page: rota.page, guarded: isGuardedPath(rota.path) });
    }
  }
  for (const alias of aliases) {
    if (!reivindicado(alias.path)) incluir({ path: alias.path, redirect: alias.redirect, guarded: false });
  }
  return tabela;
}
