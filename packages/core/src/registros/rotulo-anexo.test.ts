import { describe, expect, it } from 'vitest';
import { SITUACOES_COBRANCA as S } from '../cobranca/ordem-cobrancas.ts';
import { rotuloDoAnexo } from './rotulo-anexo.ts';

describe('rotuloDoAnexo', () => {
  it('names the action by what it opens', () => {
    const boleto = { doc: 'boleto', filename: 'boleto-1.pdf' };
    expect(rotuloDoAnexo(boleto, S.aberto)).toBe('Ver boleto');
    expect(rotuloDoAnexo(boleto, S.vencido)).toBe('Ver boleto');
    expect(rotuloDoAnexo(boleto)).toBe('Ver boleto');
    expect(rotuloDoAnexo(boleto, S.pago)).toBe('Ver comprovante');
    expect(rotuloDoAnexo({ doc: 'contracheque', filename: 'c.pdf' })).toBe('Ver contracheque');
    expect(rotuloDoAnexo({ doc: 'informe', filename: 'i.pdf' })).toBe('Ver informe de rendimentos');
    expect(rotuloDoAnexo({ doc: 'anexo', filename: 'ata.pdf' })).toBe('Ver anexo');
    expect(rotuloDoAnexo({ doc: 'planilha', filename: 'x.xlsx' })).toBe('Ver documento');
    expect(rotuloDoAnexo({ doc: 'constructor', filename: 'x' })).toBe('Ver documento');
  });
});
