import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatoDeCodigo, mascararEmail } from './codigo-conta.ts';

describe('formatoDeCodigo', () => {
  it('takes 6 digits, spaces ignored, and nothing else', () => {
    expect(formatoDeCodigo('123456')).toBe('123456');
    expect(formatoDeCodigo(' 123 456 ')).toBe('123456');
    for (const v of ['12345', '1234567', '12a456', '', '１２３４５６']) expect(formatoDeCodigo(v)).toBeNull();
    expect(formatoDeCodigo(null as unknown as string)).toBeNull();
  });

  it('every 6-digit code reads back as itself', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), (c) => {
        expect(formatoDeCodigo(c)).toBe(c);
      }),
    );
  });
});

describe('mascararEmail', () => {
  it('keeps the first letter and the domain: a***@exemplo.com.br', () => {
    expect(mascararEmail('ana.souza@exemplo.com.br')).toBe('a***@exemplo.com.br');
    expect(mascararEmail('x@y.com')).toBe('x***@y.com');
    expect(mascararEmail('sem-arroba')).toBe('');
    expect(mascararEmail('')).toBe('');
  });

  it('never shows more of the name than its first character', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (e) => {
        const [local = ''] = e.split('@');
        fc.pre(!local.includes('*'));
        const m = mascararEmail(e);
        expect(m.startsWith(`${local[0]}***@`)).toBe(true);
        if (local.length > 1) expect(m).not.toContain(`${local.slice(1)}@`);
      }),
    );
  });
});
