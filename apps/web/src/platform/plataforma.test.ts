import { Capacitor } from '@capacitor/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPlataforma, isNativa, letraPlataforma } from './plataforma.ts';
import { usarPlataforma } from './test-plataforma.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('plataforma', () => {
  it('is the web under jsdom without any switch (Capacitor itself answers)', () => {
    expect(Capacitor.getPlatform()).toBe('web');
    expect(getPlataforma()).toBe('web');
    expect(isNativa()).toBe(false);
    expect(letraPlataforma()).toBe('W');
  });

  it.each([
    ['web', false, 'W'],
    ['android', true, 'G'],
    ['ios', true, 'A'],
  ] as const)('on %s: native %s, copy-code letter %s', (plataforma, nativa, letra) => {
    usarPlataforma(plataforma);
    expect(getPlataforma()).toBe(plataforma);
    expect(isNativa()).toBe(nativa);
    expect(letraPlataforma()).toBe(letra);
  });

  it('counts any other Capacitor platform as the web', () => {
    vi.spyOn(Capacitor, 'getPlatform').mockReturnValue('electron');
    expect(getPlataforma()).toBe('web');
    expect(letraPlataforma()).toBe('W');
  });
});
