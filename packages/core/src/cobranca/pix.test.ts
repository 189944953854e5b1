import fc from 'fast-check';
import { hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { camposEmv, crc16CcittFalse, lerPix, montarPix, textoPix, txidPix } from './pix.ts';

const dados = {
  chave: '12345678000195',
  nome: 'Colégio Aurora da Educação Básica',
  cidade: 'São José dos Campos',
  valorCentavos: 123456,
  txid: 'COB-000123',
};

describe('crc16CcittFalse', () => {
  it('is CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(crc16CcittFalse('')).toBe('FFFF');
  });
});

describe('montarPix', () => {
  it('writes every field of the BR Code in order, names and cities plain and within their lengths', () => {
    const codigo = montarPix(dados) ?? '';
    const campos = camposEmv(codigo);
    expect([...(campos?.keys() ?? [])]).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(campos?.get('26')).toBe('0014br.gov.bcb.pix011412345678000195');
    expect(campos?.get('53')).toBe('986');
    expect(campos?.get('54')).toBe('1234.56');
    expect(campos?.get('58')).toBe('BR');
    expect(campos?.get('59')).toBe('COLEGIO AURORA DA EDUCACA');
    expect(campos?.get('60')).toBe('SAO JOSE DOS CA');
    expect(campos?.get('62')).toBe('0509COB000123');
    expect(codigo.slice(-8, -4)).toBe('6304');
  });

  it('is parsed by pix-utils with the same key, amount, name, city, txid and a right CRC', () => {
    const pix = parsePix(montarPix(dados) ?? '');
    expect(hasError(pix)).toBe(false);
    expect(pix).toMatchObject({
      type: 'STATIC',
      pixKey: dados.chave,
      transactionAmount: 1234.56,
      merchantName: 'COLEGIO AURORA DA EDUCACA',
      merchantCity: 'SAO JOSE DOS CA',
      txid: 'COB000123',
    });
  });

  it('refuses an empty or non-ASCII key and amounts not in whole cents, without throwing', () => {
    expect(montarPix({ ...dados, chave: '' })).toBeNull();
    expect(montarPix({ ...dados, chave: 'ação@x.com' })).toBeNull();
    expect(montarPix({ ...dados, valorCentavos: 1.5 })).toBeNull();
    expect(montarPix({ ...dados, nome: '!!!' })).toBeNull();
    expect(montarPix(null as never)).toBeNull();
    expect(txidPix('')).toBe('***');
    expect(textoPix('Ágata  Ünica', 25)).toBe('AGATA UNICA');
  });

  it('leaves the amount out when there is none', () => {
    expect(camposEmv(montarPix({ ...dados, valorCentavos: 0 }) ?? '')?.has('54')).toBe(false);
  });
});

describe('lerPix', () => {
  it('refuses a changed digit (CRC) and codes that are not Pix', () => {
    const codigo = montarPix(dados) ?? '';
    expect(lerPix(codigo.replace('1234.56', '1234.57'))).toBeNull();
    expect(lerPix('000201')).toBeNull();
    expect(lerPix(42 as never)).toBeNull();
  });

  it('build → parse is the identity, and pix-utils agrees on every field', () => {
    const texto = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => textoPix(s, 15) !== '');
    fc.assert(
      fc.property(
        fc.record({
          chave: fc.stringMatching(/^[A-Za-z0-9@.+-]{1,77}$/),
          nome: texto,
          cidade: texto,
          valorCentavos: fc.integer({ min: 1, max: 9_999_999_999 }),
          txid: fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
        }),
        (d) => {
          const codigo = montarPix(d);
          const lido = lerPix(codigo ?? '');
          const externo = parsePix(codigo ?? '');
          return (
            lido !== null &&
            lido.chave === d.chave &&
            lido.valorCentavos === d.valorCentavos &&
            lido.txid === d.txid &&
            lido.nome === textoPix(d.nome, 25) &&
            lido.cidade === textoPix(d.cidade, 15) &&
            !hasError(externo) &&
            'pixKey' in externo &&
            externo.pixKey === d.chave &&
            Math.round((externo.transactionAmount ?? 0) * 100) === d.valorCentavos
          );
        },
      ),
    );
  });
});
