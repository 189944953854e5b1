import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DIAS_ENCOMENDA_ESQUECIDA,
  diasAguardando,
  encomendaEsquecida,
  MENSAGENS_ENCOMENDA,
  normalizarCodigoRetirada,
  textoAguardando,
} from './encomenda.ts';

describe('packages at the gate', () => {
  it("counts Brasília's calendar days waited", () => {
    const chegou = new Date('2026-11-20T23:30:00-03:00');
    expect(diasAguardando(chegou, new Date('2026-11-21T00:10:00-03:00'))).toBe(1);
    expect(diasAguardando(chegou, new Date('2026-11-20T23:59:00-03:00'))).toBe(0);
    expect(diasAguardando(chegou, new Date('2026-11-19T10:00:00-03:00'))).toBe(0);
    expect(encomendaEsquecida(chegou, new Date('2026-11-26T12:00:00-03:00'))).toBe(false);
    expect(encomendaEsquecida(chegou, new Date('2026-11-27T00:00:00-03:00'))).toBe(true);
    expect(DIAS_ENCOMENDA_ESQUECIDA).toBe(7);
  });

  it('property: forgotten exactly from the seventh day on', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 60 * 24 * 30 }),
        (h, min) => {
          const chegou = new Date(Date.UTC(2026, 0, 1) + h * 3_600_000);
          const agora = new Date(chegou.getTime() + min * 60_000);
          expect(encomendaEsquecida(chegou, agora)).toBe(diasAguardando(chegou, agora) >= 7);
        },
      ),
    );
  });

  it('texts', () => {
    expect(textoAguardando(0)).toBe('Chegou hoje');
    expect(textoAguardando(1)).toBe('Há 1 dia');
    expect(textoAguardando(8)).toBe('Há 8 dias');
    expect(MENSAGENS_ENCOMENDA.chegouTexto('Correios', 'Bloco A - Apto 302')).toContain('Bloco A - Apto 302');
    expect(MENSAGENS_ENCOMENDA.retiradaTexto('Correios', 'Carla')).toBe(
      'A encomenda (Correios) foi retirada por Carla.',
    );
  });

  it('pickup code: six digits', () => {
    expect(normalizarCodigoRetirada('123 456')).toBe('123456');
    expect(normalizarCodigoRetirada('12345')).toBeNull();
    expect(normalizarCodigoRetirada('1234567')).toBeNull();
  });
});
