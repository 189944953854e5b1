import { describe, expect, it } from 'vitest';
import { normalizeCondominio } from './normalize-condominio.ts';

describe('normalizeCondominio', () => {
  it('keeps the fields of a condominium entry', () => {
    expect(
      normalizeCondominio({
        codcondomino: 3,
        identificacao: 'Bloco A 101',
        nomcondominio: 'Residencial Sol',
      }),
    ).toEqual({ codcondomino: '3', identificacao: 'Bloco A 101', nomcondominio: 'Residencial Sol' });
  });

  it('defaults missing strings to empty', () => {
    expect(normalizeCondominio('x')).toEqual({ codcondomino: '', identificacao: '', nomcondominio: '' });
  });
});
