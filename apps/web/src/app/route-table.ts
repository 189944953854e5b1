import { isHomeUrl, isPublicUrl, ROTA_LOGIN, ROTAS } from '@portal/core';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ModuloManifest } from '../modules/registry.ts';

type Pagina = ComponentType | LazyExoticComponent<ComponentType>;

/** One entry of the app's route table, in declaration order (SPEC §2). */
export type EntradaRota =
  | { path: string; page: Pagina; guarded: boolean }
  | { path: string; redirect: string; guarded: false };

/** The first path segment of a route pattern ('' for the empty route). */
function secao(path: string): string {
  return path.replace(/^\/+/, '').split('/')[0] ?? '';
}

/**
 * Whether SPEC §2's table guards a route: its own row when it has one, else its module's row; rows that say
 * "not stated" are guarded (they show personal data). Public URL fragments pass the guard anyway.
 */
export function isGuardedPath(path: string): boolean {
  const limpo = path.replace(/^\/+/, '').replace(/\/\*$/, '');
  const linha = ROTAS.find((r) => r.path === limpo) ?? ROTAS.find((r) => r.path === secao(limpo));
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

function semBarraFinal(path: string): string {
  return path.replace(/\/\*$/, '');
}

/**
 * Builds the table with first-match semantics: a later entry whose path an earlier one already claims is
 * dropped. That is how SPEC §2's alias pprivada → pages/pprivada stays declared yet shadowed by the module.
 */
export function buildRouteTable(
  nucleo: readonly EntradaRota[],
  modulos: readonly ModuloManifest[],
  aliases: readonly { path: string; redirect: string }[],
): EntradaRota[] {
  const tabela: EntradaRota[] = [];
  const reivindicado = (path: string) =>
    tabela.some((e) => {
      const existente = e.path.replace(/^\/+/, '');
      const novo = path.replace(/^\/+/, '');
      return (
        existente === novo ||
        (existente.endsWith('/*') &&
          (novo === semBarraFinal(existente) || novo.startsWith(`${semBarraFinal(existente)}/`)))
      );
    });
  for (const entrada of nucleo) tabela.push(entrada);
  for (const modulo of modulos) {
    for (const rota of modulo.rotas) {
      if (!reivindicado(rota.path))
        tabela.push({ path: rota.path, page: rota.page, guarded: isGuardedPath(rota.path) });
    }
  }
  for (const alias of aliases) {
    if (!reivindicado(alias.path))
      tabela.push({ path: alias.path, redirect: alias.redirect, guarded: false });
  }
  return tabela;
}
