import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validarLimiteDiarioCantina, validarRecargaCantina } from './recarga-cantina.ts';

describe('validarRecargaCantina', () => {
  it('accepts R$ 10,00 to R$ 500,00 in whole cents, with a Portuguese message otherwise', () => {
    expect(validarRecargaCantina(1000)).toBeNull();
    expect(validarRecargaCantina(50_000)).toBeNull();
    expect(validarRecargaCantina(999)).toBe(
      'Escolha um valor de recarga entre R$\u00a010,00 e R$\u00a0500,00.',
    );
    expect(validarRecargaCantina(50_001)).not.toBeNull();
    expect(validarRecargaCantina(1000.5)).not.toBeNull();
    expect(validarRecargaCantina(Number.NaN)).not.toBeNull();
  });

  it('is null exactly inside the bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        (c) => (validarRecargaCantina(c) === null) === (c >= 1000 && c <= 50_000),
      ),
    );
  });
});

describe('validarLimiteDiarioCantina', () => {
  it('accepts R$ 0,00 to R$ 200,00', () => {
    expect(validarLimiteDiarioCantina(0)).toBeNull();
    expect(validarLimiteDiarioCantina(20_000)).toBeNull();
    expect(validarLimiteDiarioCantina(-1)).toBe(
      'Escolha um limite diário entre R$\u00a00,00 e R$\u00a0200,00.',
    );
    expect(validarLimiteDiarioCantina(20_001)).not.toBeNull();
  });
});
