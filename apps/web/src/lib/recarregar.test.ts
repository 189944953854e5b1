import { describe, expect, it, vi } from 'vitest';
import { recarregarAposParametros, urlSemCache } from './recarregar.ts';

describe('reload after saving the system parameters (SPEC §2)', () => {
  it('hard-reloads any page but home with a cache-busting parameter', () => {
    const local = { assign: vi.fn() };
    expect(recarregarAposParametros('/parametros', local)).toBe(true);
    expect(local.assign).toHaveBeenCalledWith(expect.stringMatching(/^\/parametros\?v=\d+$/));
    for (const home of ['', '/', '/home', '/home/recados', '/home/recados/', '/home/recados?v=1']) {
      expect(recarregarAposParametros(home, local), home).toBe(false);
    }
    expect(local.assign).toHaveBeenCalledTimes(1);
    // One recado is another page: it reloads.
    expect(recarregarAposParametros('/home/recados/12', local)).toBe(true);
  });

  it('replaces an older cache-busting value and keeps the other parameters', () => {
    expect(urlSemCache('/escola?aba=2&v=1', 99)).toBe('/escola?aba=2&v=99');
  });
});
