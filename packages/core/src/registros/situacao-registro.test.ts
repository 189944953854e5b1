import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { situacaoDoRegistro, TIPOS_SITUACAO } from './situacao-registro.ts';

describe('situacaoDoRegistro', () => {
  it('says what holds before the day, on it, and after it', () => {
    expect(situacaoDoRegistro('pesquisa', '2026-11-30', '2026-11-27')).toEqual({
      status: 'Aberta',
      statusCor: 'warning',
    });
    expect(situacaoDoRegistro('pesquisa', '2026-11-15', '2026-11-27')).toEqual({
      status: 'Encerrada',
      statusCor: 'medium',
    });
    expect(situacaoDoRegistro('assembleia', '2026-11-27', '2026-11-27')?.status).toBe('Convocada');
    expect(situacaoDoRegistro('assembleia', '2026-11-17', '2026-11-27')?.status).toBe('Realizada');
    expect(situacaoDoRegistro('reserva-pendente', '2026-11-14', '2026-11-27')?.status).toBe('Não utilizada');
    expect(situacaoDoRegistro('pagamento-previsto', '2026-11-25', '2026-11-27')).toEqual({
      status: 'Pago',
      statusCor: 'success',
    });
    expect(situacaoDoRegistro('obrigacao', '2026-11-13', '2026-11-27')?.statusCor).toBe('danger');
    expect(situacaoDoRegistro('ingresso', '2027-01-02T10:00:00Z', '2026-12-31')?.status).toBe('Confirmado');
  });

  it('gives undefined for an unknown kind or an unreadable day', () => {
    expect(situacaoDoRegistro('constructor', '2026-11-27', '2026-11-27')).toBeUndefined();
    expect(situacaoDoRegistro('pesquisa', '', '2026-11-27')).toBeUndefined();
    expect(situacaoDoRegistro('pesquisa', '2026-11-27', 'hoje')).toBeUndefined();
  });

  it('property: a status changes once, on the day after the record’s day, and never back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TIPOS_SITUACAO),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: -400, max: 400 }),
        (tipo, base, desvio) => {
          const dia = (n: number) =>
            new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
          const noDia = situacaoDoRegistro(tipo, dia(base), dia(base));
          const depois = situacaoDoRegistro(tipo, dia(base), dia(base + 1));
          expect(noDia?.status).not.toBe(depois?.status);
          const hoje = situacaoDoRegistro(tipo, dia(base), dia(base + desvio));
          expect(hoje).toEqual(desvio <= 0 ? noDia : depois);
        },
      ),
    );
  });
});
