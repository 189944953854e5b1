import type { MenuGrupo } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { itensDoModulo } from './itens-do-modulo.ts';

const MENUS: MenuGrupo[] = [
  {
    titulo: 'Escola',
    icone: 'school-outline',
    menus: [
      { titulo: 'Boletim', icone: 'ribbon-outline', rota: '/escola/boletim' },
      { titulo: 'Frequência', icone: 'checkbox-outline', rota: 'escola/frequencia' },
      { titulo: 'Saldo da cantina', icone: 'wallet-outline', rota: '/cantina/saldo' },
    ],
  },
  {
    titulo: 'Outros',
    icone: 'grid-outline',
    menus: [
      { titulo: 'Escola', icone: 'school-outline', rota: '/escola' },
      { titulo: 'Boletim de novo', icone: 'ribbon-outline', rota: '/escola/boletim' },
      { titulo: 'Ficha', icone: 'clipboard-outline', rota: '/escola/professor/ficha' },
      { titulo: 'Escolas parceiras', icone: 'school-outline', rota: '/escolas/parceiras' },
    ],
  },
];

describe('itensDoModulo', () => {
  it("keeps the items inside the module's section, in menu order, with their position in their group", () => {
    expect(itensDoModulo(MENUS, 'escola')).toEqual([
      { titulo: 'Boletim', icone: 'ribbon-outline', rota: '/escola/boletim', indice: 0 },
      { titulo: 'Frequência', icone: 'checkbox-outline', rota: '/escola/frequencia', indice: 1 },
      { titulo: 'Ficha', icone: 'clipboard-outline', rota: '/escola/professor/ficha', indice: 2 },
    ]);
  });

  it('has nothing for a module the menu never mentions', () => {
    expect(itensDoModulo(MENUS, 'ceasa')).toEqual([]);
    expect(itensDoModulo([], 'escola')).toEqual([]);
  });
});
