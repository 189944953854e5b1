import { describe, expect, it } from 'vitest';
import { CONSTANTES } from '../constantes.ts';
import { corDoHost, isHostMarca } from './cor-do-host.ts';

describe('corDoHost', () => {
  it('gives the brand host #004085, ports and case aside', () => {
    expect(corDoHost('portal.exemplo.com.br', 'portal.exemplo.com.br')).toBe('#004085');
    expect(corDoHost('PORTAL.exemplo.com.br:8443', 'portal.exemplo.com.br')).toBe(CONSTANTES.corTemaMarca);
  });

  it('gives every other host #007bff', () => {
    expect(corDoHost('localhost:8080', 'portal.exemplo.com.br')).toBe('#007bff');
    expect(corDoHost('exemplo.com.br', 'portal.exemplo.com.br')).toBe(CONSTANTES.corTemaPadrao);
    expect(isHostMarca('', '')).toBe(false);
  });
});
