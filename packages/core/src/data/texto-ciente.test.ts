import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textoCiente } from './texto-ciente.ts';

describe('textoCiente', () => {
  it("reads the instant on Brasília's clock, in pt-BR", () => {
    expect(textoCiente('2026-11-27T17:32:00Z')).toBe('Ciente em 27/11/2026 às 14:32');
    // Past midnight UTC is still the evening before in Brasília.
    expect(textoCiente(new Date('2026-12-01T02:05:00Z'))).toBe('Ciente em 30/11/2026 às 23:05');
  });

  it('answers empty for what is not an instant, and never throws', () => {
    expect(textoCiente('ontem')).toBe('');
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(typeof textoCiente(v as string)).toBe('string');
      }),
    );
  });

  it('always names a day and a time when it reads one', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          expect(textoCiente(d)).toMatch(/^Ciente em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/);
        },
      ),
    );
  });
});
