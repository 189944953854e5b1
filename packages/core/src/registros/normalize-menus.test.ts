import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeMenus } from './normalize-menus.ts';

describe('normalizeMenus', () => {
  it('keeps groups and items as the server sent them', () => {
    expect(
      normalizeMenus([
        {
          titulo: 'Escola',
          icone: 'school-outline',
          menus: [{ titulo: 'Notas', icone: 'star', rota: 'escola/notas' }],
        },
      ]),
    ).toEqual([
      {
        titulo: 'Escola',
        icone: 'school-outline',
        menus: [{ titulo: 'Notas', icone: 'star', rota: 'escola/notas' }],
      },
    ]);
  });

  it('defaults the icons to folder-outline and chevron-forward-outline', () => {
    expect(
      normalizeMenus([{ titulo: 'Plano', icone: '', menus: [{ titulo: 'Guia', rota: '/planosaude' }] }]),
    ).toEqual([
      {
        titulo: 'Plano',
        icone: 'folder-outline',
        menus: [{ titulo: 'Guia', icone: 'chevron-forward-outline', rota: '/planosaude' }],
      },
    ]);
  });

  it('copes with missing parts', () => {
    expect(normalizeMenus(undefined)).toEqual([]);
    expect(normalizeMenus([null])).toEqual([{ titulo: '', icone: 'folder-outline', menus: [] }]);
  });

  describe('properties', () => {
    it('never throws and always sets icons', () => {
      fc.assert(
        fc.property(fc.anything(), (raw) =>
          normalizeMenus(raw).every((g) => g.icone !== '' && g.menus.every((i) => i.icone !== '')),
        ),
      );
    });
  });
});
