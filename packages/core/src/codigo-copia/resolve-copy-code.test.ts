import { describe, expect, it } from 'vitest';
import { resolveCopyCode } from './resolve-copy-code.ts';

describe('resolveCopyCode', () => {
  it('uses W8 on health-plan URLs, whatever the config says', () => {
    expect(resolveCopyCode('/planosaude/beneficiario/guia-medico', 'W5')).toBe('W8');
    expect(resolveCopyCode('https://portal.example/planosaude', null)).toBe('W8');
  });

  it('uses W2 on prevsan URLs', () => {
    expect(resolveCopyCode('/prevsan/extrato', 'W5')).toBe('W2');
  });

  it('prefers planosaude when both appear', () => {
    expect(resolveCopyCode('/prevsan/planosaude', undefined)).toBe('W8');
  });

  it("otherwise uses the config's code, or W1", () => {
    expect(resolveCopyCode('/home/recados', 'G5')).toBe('G5');
    expect(resolveCopyCode('/home/recados', '')).toBe('W1');
    expect(resolveCopyCode('/home/recados', null)).toBe('W1');
    expect(resolveCopyCode('/home/recados')).toBe('W1');
    expect(resolveCopyCode(undefined as unknown as string)).toBe('W1');
  });
});
