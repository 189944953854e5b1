import { describe, expect, it } from 'vitest';
import { normalizeTelefone } from './normalize-telefone.ts';

describe('normalizeTelefone', () => {
  it('keeps area code and number as text', () => {
    expect(normalizeTelefone({ ddd: 11, tel: '987654321' })).toEqual({ ddd: '11', tel: '987654321' });
  });

  it('defaults missing parts to empty', () => {
    expect(normalizeTelefone(null)).toEqual({ ddd: '', tel: '' });
  });
});
