import { describe, expect, it } from 'vitest';
import { resolveParamsSistema } from './resolve-params-sistema.ts';

describe('resolveParamsSistema', () => {
  it("uses the server's string when it sent one", () => {
    expect(resolveParamsSistema('1;2;3;4;5', '9;;;;')).toBe('1;2;3;4;5');
    expect(resolveParamsSistema('', '9;;;;')).toBe('');
  });

  it('falls back to the built string otherwise', () => {
    expect(resolveParamsSistema(undefined, '9;;;;')).toBe('9;;;;');
    expect(resolveParamsSistema(null, '9;;;;')).toBe('9;;;;');
    expect(resolveParamsSistema(12, '9;;;;')).toBe('9;;;;');
  });
});
