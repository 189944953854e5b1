import { describe, expect, it } from 'vitest';
import { ITENS_SEM_BUSCA, precisaDeBusca } from './busca-necessaria.ts';

describe('precisaDeBusca', () => {
  it('offers search only to a list longer than one page, or while searching', () => {
    expect(precisaDeBusca(undefined, '')).toBe(false);
    expect(precisaDeBusca(0, '')).toBe(false);
    expect(precisaDeBusca(1, '')).toBe(false);
    expect(precisaDeBusca(ITENS_SEM_BUSCA, '')).toBe(false);
    expect(precisaDeBusca(ITENS_SEM_BUSCA + 1, '')).toBe(true);
    // A search that narrowed the list to one item keeps its box, so it can be cleared.
    expect(precisaDeBusca(1, 'Tomate')).toBe(true);
    expect(precisaDeBusca(0, 'xyz')).toBe(true);
  });
});
