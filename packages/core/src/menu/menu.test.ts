import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headerTitleForMenuClick } from './header-title-for-menu-click.ts';
import { MENU_ICON_DEFAULT_GROUP, MENU_ICON_DEFAULT_ITEM } from './menu-icones.ts';
import { normalizeMenuRoute } from './normalize-menu-route.ts';
import { stripNumberPrefix } from './strip-number-prefix.ts';

describe('menu icons', () => {
  it('defaults to SPEC §3 icons', () => {
    expect(MENU_ICON_DEFAULT_GROUP).toBe('folder-outline');
    expect(MENU_ICON_DEFAULT_ITEM).toBe('chevron-forward-outline');
  });
});

describe('normalizeMenuRoute', () => {
  it('adds the leading slash when missing', () => {
    expect(normalizeMenuRoute('escola/notas')).toBe('/escola/notas');
    expect(normalizeMenuRoute('/escola/notas')).toBe('/escola/notas');
    expect(normalizeMenuRoute('')).toBe('/');
    expect(normalizeMenuRoute(undefined as unknown as string)).toBe('/');
  });

  describe('properties', () => {
    it('always starts with one added slash at most', () => {
      fc.assert(
        fc.property(fc.string(), (r) => {
          const n = normalizeMenuRoute(r);
          return n.startsWith('/') && (n === r || n === `/${r}`);
        }),
      );
    });
  });
});

describe('stripNumberPrefix', () => {
  it('removes a leading number prefix', () => {
    expect(stripNumberPrefix('3. Regulamento')).toBe('Regulamento');
    expect(stripNumberPrefix('12.Estatuto')).toBe('Estatuto');
    expect(stripNumberPrefix('Regulamento 3. parte')).toBe('Regulamento 3. parte');
    expect(stripNumberPrefix('Regulamento')).toBe('Regulamento');
    expect(stripNumberPrefix(null as unknown as string)).toBe('');
  });
});

describe('headerTitleForMenuClick', () => {
  const item = { titulo: '3. Regulamento', rota: 'planosaude/doc/regulamento' };

  it('sets the title for positions 6 to 9 whose route contains /doc/', () => {
    for (const i of [6, 7, 8, 9]) expect(headerTitleForMenuClick(i, item)).toBe('Regulamento');
    expect(headerTitleForMenuClick(6, { titulo: 'Estatuto', rota: 'doc/estatuto' })).toBe('Estatuto');
  });

  it('clears the title in every other case', () => {
    for (const i of [0, 5, 10, -1, 6.5, Number.NaN]) expect(headerTitleForMenuClick(i, item)).toBe('');
    expect(headerTitleForMenuClick(7, { titulo: '3. Regulamento', rota: '/planosaude/documentos' })).toBe('');
    expect(headerTitleForMenuClick(7, null as unknown as typeof item)).toBe('');
  });
});
