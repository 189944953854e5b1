import { describe, expect, it } from 'vitest';
import { empresaNome } from './empresa-nome.ts';

describe('empresaNome', () => {
  it('prefers nomempresa, then nome', () => {
    expect(empresaNome({ nomempresa: 'Escola Modelo', nome: 'Outro' })).toBe('Escola Modelo');
    expect(empresaNome({ nomempresa: '', nome: 'Condomínio Sol' })).toBe('Condomínio Sol');
    expect(empresaNome({ nome: 'Condomínio Sol' })).toBe('Condomínio Sol');
  });

  it('gives empty when there is no name', () => {
    expect(empresaNome({})).toBe('');
    expect(empresaNome(null)).toBe('');
    expect(empresaNome(undefined)).toBe('');
  });
});
