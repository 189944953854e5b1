import { describe, expect, it } from 'vitest';
import { normalizeConfig } from './normalize-config.ts';

describe('normalizeConfig', () => {
  it('reads codempresa, codescola from escolas and the prefixed copy code', () => {
    expect(normalizeConfig({ codempresa: 12, escolas: 3, codcopia: '5' }, 'android')).toEqual({
      codempresa: '12',
      codescola: '3',
      codcopia: 'G5',
    });
    expect(normalizeConfig({ codcopia: 7 }, 'ios')).toEqual({ codcopia: 'A7' });
    expect(normalizeConfig({ codcopia: '7' }, 'web')).toEqual({ codcopia: 'W7' });
  });

  it('accepts codescola when escolas is absent', () => {
    expect(normalizeConfig({ codescola: '4' }, 'web')).toEqual({ codescola: '4' });
  });

  it('leaves out values absent or "0"', () => {
    expect(normalizeConfig({ codempresa: '0', escolas: 0, codcopia: '0' }, 'web')).toEqual({});
    expect(normalizeConfig(undefined, 'web')).toEqual({});
  });
});
