import { hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { lerBoleto } from './boleto.ts';
import { codigosCobranca } from './codigos-cobranca.ts';

const c = {
  banco: '341',
  campoLivre: '0000000000000010910100011',
  vencimento: '2026-11-10',
  valorCentavos: 218000,
  chavePix: '24567891000120',
  beneficiario: 'Colégio Horizonte',
  cidade: 'Campinas',
  txid: 'COB10011',
};

describe('codigosCobranca', () => {
  it('boleto and Pix of one charge carry the same amount, the due date and the txid', () => {
    const codigos = codigosCobranca(c);
    expect(lerBoleto(codigos?.linhaDigitavel ?? '', '2026-11-01')).toMatchObject({
      banco: '341',
      vencimento: '2026-11-10',
      valorCentavos: 218000,
      campoLivre: c.campoLivre,
    });
    expect(codigos?.linhaFormatada.replace(/\D/g, '')).toBe(codigos?.linhaDigitavel);
    const pix = parsePix(codigos?.pixCopiaECola ?? '');
    expect(hasError(pix)).toBe(false);
    expect(pix).toMatchObject({ transactionAmount: 2180, txid: 'COB10011', pixKey: '24567891000120' });
  });

  it('the Pix of an overdue charge asks for what is due today; the slip keeps its face amount', () => {
    const codigos = codigosCobranca({ ...c, valorPixCentavos: 222687 });
    expect(parsePix(codigos?.pixCopiaECola ?? '')).toMatchObject({ transactionAmount: 2226.87 });
    expect(lerBoleto(codigos?.linhaDigitavel ?? '', '2026-11-01')?.valorCentavos).toBe(218000);
  });

  it('is null when a part is out of layout', () => {
    expect(codigosCobranca({ ...c, campoLivre: '1' })).toBeNull();
    expect(codigosCobranca({ ...c, chavePix: '' })).toBeNull();
    expect(codigosCobranca(null as never)).toBeNull();
  });
});
