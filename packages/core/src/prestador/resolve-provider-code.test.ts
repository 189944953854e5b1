import { describe, expect, it } from 'vitest';
import { resolveProviderCode } from './resolve-provider-code.ts';

describe('resolveProviderCode', () => {
  it('uses the digits after the first for a negative medical company code (SPEC §6)', () => {
    expect(resolveProviderCode({ codempresa: -51234, codprestador: '77' }, true)).toBe('1234');
    expect(resolveProviderCode({ codempresa: -5, codprestador: '77' }, true)).toBe('');
  });

  it('uses the provider code otherwise', () => {
    expect(resolveProviderCode({ codempresa: -51234, codprestador: '77' }, false)).toBe('77');
    expect(resolveProviderCode({ codempresa: 51234, codprestador: 77 }, true)).toBe('77');
    expect(resolveProviderCode({ codempresa: 51234 }, false)).toBe('');
  });

  it('copes with unreadable input', () => {
    expect(resolveProviderCode(null as unknown as { codempresa: number }, true)).toBe('');
    expect(resolveProviderCode({ codempresa: Number.NaN, codprestador: '3' }, true)).toBe('3');
  });
});
