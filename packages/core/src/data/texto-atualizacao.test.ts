import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { textoAtualizacao } from './texto-atualizacao.ts';

const em = (iso: string) => Date.parse(iso);

describe('textoAtualizacao', () => {
  it('says the time alone when it is the same day in Brasília', () => {
    expect(textoAtualizacao(em('2026-11-27T17:32:00Z'), em('2026-11-27T20:00:00Z'))).toBe(
      'Atualizado às 14:32',
    );
    expect(textoAtualizacao(em('2026-11-27T03:05:00Z'), em('2026-11-28T02:59:00Z'))).toBe(
      'Atualizado às 00:05',
    );
  });

  it('adds dd/mm when it was another day in Brasília, though the same day in UTC', () => {
    expect(textoAtualizacao(em('2026-11-27T02:30:00Z'), em('2026-11-27T12:00:00Z'))).toBe(
      'Atualizado em 26/11 às 23:30',
    );
    expect(textoAtualizacao(em('2025-12-31T15:00:00Z'), em('2026-01-02T15:00:00Z'))).toBe(
      'Atualizado em 31/12 às 12:00',
    );
  });

  it('gives empty for an unreadable instant and never throws', () => {
    expect(textoAtualizacao(Number.NaN, Date.now())).toBe('');
    expect(textoAtualizacao(Date.now(), Number.POSITIVE_INFINITY)).toBe('');
    fc.assert(
      fc.property(fc.double(), fc.double(), (a, b) => {
        expect(typeof textoAtualizacao(a, b)).toBe('string');
      }),
    );
  });

  it('has a pinned type', () => {
    expectTypeOf(textoAtualizacao).toEqualTypeOf<(em: number, agora: number) => string>();
  });
});
