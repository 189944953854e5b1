import { type MenuGrupo, normalizeMenuRoute } from '@portal/core';

/**
 * The title the person's menu gives the page at `rota` ('/escola/mensalidades' → 'Mensalidades'), or undefined
 * when no item of theirs leads there: a list page is titled by what it shows, not by its section (issue 29).
 */
export function tituloNoMenu(menus: readonly MenuGrupo[], rota: string): string | undefined {
  for (const grupo of menus)
    for (const item of grupo.menus) if (normalizeMenuRoute(item.rota) === rota) return item.titulo;
  return undefined;
}
