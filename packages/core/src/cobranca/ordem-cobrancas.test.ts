import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CobrancaOrdenavel, compararCobrancas, SITUACOES_COBRANCA as S } from './ordem-cobrancas.ts';

describe('compararCobrancas', () => {
  it('open and overdue first, nearest due date first; then the rest newest first', () => {
    const lista: CobrancaOrdenavel[] = [
      { status: S.pago, data: '2026-09-10' },
      { status: S.aberto, data: '2026-11-10' },
      { status: S.pago, data: '2026-10-10' },
      { status: S.vencido, data: '2026-10-10' },
      { status: S.cancelado, data: '2026-08-10' },
      { status: S.aberto, data: '2026-12-10' },
    ];
    expect([...lista].sort(compararCobrancas)).toEqual([
      { status: S.vencido, data: '2026-10-10' },
      { status: S.aberto, data: '2026-11-10' },
      { status: S.aberto, data: '2026-12-10' },
      { status: S.pago, data: '2026-10-10' },
      { status: S.pago, data: '2026-09-10' },
      { status: S.cancelado, data: '2026-08-10' },
    ]);
  });

  it('is a total preorder: antisymmetric and consistent with itself', () => {
    const cobranca = fc.record({
      status: fc.constantFrom(...Object.values(S), undefined),
      data: fc.option(fc.constantFrom('2026-01-10', '2026-05-10', '2026-11-10'), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        cobranca,
        cobranca,
        (a, b) => Math.sign(compararCobrancas(a, b)) === -Math.sign(compararCobrancas(b, a)),
      ),
    );
    fc.assert(
      fc.property(fc.array(cobranca), (lista) => {
        const ordenada = [...lista].sort(compararCobrancas);
        return ordenada.every(
          (x, i) => i === 0 || compararCobrancas(ordenada[i - 1] as CobrancaOrdenavel, x) <= 0,
        );
      }),
    );
  });
});
