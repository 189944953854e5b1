import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

describe('displayName', () => {
  it('falls back nompessoa → nome → Usuário (SPEC §3)', () => {
    expect(displayName({ nompessoa: 'Maria Silva', nome: 'Maria' })).toBe('Maria Silva');
    expect(displayName({ nome: 'Maria' })).toBe('Maria');
    expect(displayName({ nompessoa: '   ', nome: 'Maria' })).toBe('Maria');
    expect(displayName({ nome: '' })).toBe('Usuário');
    expect(displayName({})).toBe('Usuário');
    expect(displayName(null)).toBe('Usuário');
    expect(displayName(undefined)).toBe('Usuário');
  });
});
