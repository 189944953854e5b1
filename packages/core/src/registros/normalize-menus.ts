import { MENU_ICON_DEFAULT_GROUP, MENU_ICON_DEFAULT_ITEM } from '../menu/menu-icones.ts';
import { asLista, asRegistro, texto } from './leitura.ts';
import type { MenuGrupo, MenuItem } from './tipos.ts';

function normalizeMenuItem(raw: unknown): MenuItem {
  const r = asRegistro(raw);
  return { titulo: texto(r.titulo), icone: texto(r.icone) || MENU_ICON_DEFAULT_ITEM, rota: texto(r.rota) };
}

/**
 * Normalises the server's menu groups, giving a default icon to groups and items without one.
 *
 * @example
 * normalizeMenus([{ titulo: 'Escola', menus: [{ titulo: 'Notas', rota: 'escola/notas' }] }])[0]?.icone;
 * // 'folder-outline'
 */
export function normalizeMenus(raw: unknown): MenuGrupo[] {
  return asLista(raw).map((grupo) => {
    const r = asRegistro(grupo);
    return {
      titulo: texto(r.titulo),
      icone: texto(r.icone) || MENU_ICON_DEFAULT_GROUP,
      menus: asLista(r.menus).map(normalizeMenuItem),
    };
  });
}
