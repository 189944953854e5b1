import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ENDERECO_VAZIO,
  MENSAGENS_ENDERECO,
  normalizarEndereco,
  problemaNoEndereco,
  UFS,
} from './endereco-postal.ts';

const se = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  numero: '100',
  complemento: 'lado ímpar',
  bairro: 'Sé',
  cidade: 'São Paulo',
  uf: 'sp',
};

describe('problemaNoEndereco', () => {
  it('keeps a complete address; number and complement are optional', () => {
    expect(problemaNoEndereco(se)).toBeNull();
    expect(problemaNoEndereco({ ...se, numero: '', complemento: '' })).toBeNull();
  });

  it('asks for the 8-digit CEP first', () => {
    expect(problemaNoEndereco(ENDERECO_VAZIO)).toEqual({ campo: 'cep', mensagem: MENSAGENS_ENDERECO.cep });
    expect(problemaNoEndereco({ ...se, cep: '0100-100' })?.campo).toBe('cep');
    expect(problemaNoEndereco({ ...se, cep: '010010001' })?.campo).toBe('cep');
  });

  it.each(['logradouro', 'bairro', 'cidade', 'uf'] as const)('asks for %s', (campo) => {
    expect(problemaNoEndereco({ ...se, [campo]: '   ' })?.mensagem).toBe(MENSAGENS_ENDERECO.incompleto);
  });

  it('takes only the 27 Brazilian state codes, in any case', () => {
    expect(UFS).toHaveLength(27);
    for (const uf of UFS) expect(problemaNoEndereco({ ...se, uf: uf.toLowerCase() })).toBeNull();
    expect(problemaNoEndereco({ ...se, uf: 'XX' })).toEqual({ campo: 'uf', mensagem: MENSAGENS_ENDERECO.uf });
  });

  it('never throws on what a client may send', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(se)), fc.anything()), (e) => {
        problemaNoEndereco(e as never);
      }),
    );
  });
});

describe('normalizarEndereco', () => {
  it('trims, keeps the CEP digits and capitalises the UF', () => {
    expect(normalizarEndereco({ ...se, logradouro: '  Praça da Sé ' })).toEqual({
      ...se,
      cep: '01001000',
      uf: 'SP',
    });
  });

  it('is idempotent', () => {
    const campo = fc.string({ maxLength: 20 });
    fc.assert(
      fc.property(
        fc.record({
          cep: campo,
          logradouro: campo,
          numero: campo,
          complemento: campo,
          bairro: campo,
          cidade: campo,
          uf: campo,
        }),
        (e) => {
          const uma = normalizarEndereco(e);
          expect(normalizarEndereco(uma)).toEqual(uma);
        },
      ),
    );
  });
});
