import { type MenuGrupo, normalizeMenuRoute, sectionOf } from '@portal/core';

/** A server menu item that leads inside one module, with its position in its group (for the title rule). */
export type ItemDoModulo = { titulo: string; icone: string; rota: string; indice: number };

/**
 * The server's menu items whose route falls inside the module section, in menu order, without the module's
 * own home route and without repeats (the same route may sit in more than one group).
 */
export function itensDoModulo(menus: readonly MenuGrupo[], modulo: string): ItemDoModulo[] {
  const vistos = new Set<string>();
  const itens: ItemDoModulo[] = [];
  for (const grupo of menus) {
    grupo.menus.forEach((item, indice) => {
      const rota = normalizeMenuRoute(item.rota);
      if (sectionOf(rota) !== modulo || rota.replace(/\/+$/, '') === `/${modulo}` || vistos.has(rota)) return;
      vistos.add(rota);
      itens.push({ titulo: item.titulo, icone: item.icone, rota, indice });
    });
  }
  return itens;
}
