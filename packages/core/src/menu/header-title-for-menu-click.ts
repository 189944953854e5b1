import { normalizeMenuRoute } from './normalize-menu-route.ts';
import { stripNumberPrefix } from './strip-number-prefix.ts';

/** Zero-based positions within a group whose document routes set the header title (SPEC §2). */
const PRIMEIRA_POSICAO = 6;
const ULTIMA_POSICAO = 9;

/**
 * Header title after a menu click: for positions 6 to 9 whose route contains /doc/, the item title without its
 * number prefix; otherwise '' (cleared).
 *
 * @example
 * headerTitleForMenuClick(7, { titulo: '3. Regulamento', rota: 'doc/regulamento' }); // 'Regulamento'
 * headerTitleForMenuClick(2, { titulo: '3. Regulamento', rota: 'doc/regulamento' }); // ''
 */
export function headerTitleForMenuClick(index: number, item: { titulo: string; rota: string }): string {
  const posicaoDocumento = Number.isInteger(index) && index >= PRIMEIRA_POSICAO && index <= ULTIMA_POSICAO;
  if (!posicaoDocumento || !normalizeMenuRoute(item?.rota).includes('/doc/')) return '';
  return stripNumberPrefix(item.titulo);
}
