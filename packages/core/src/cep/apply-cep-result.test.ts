import { describe, expect, expectTypeOf, it } from 'vitest';
import { applyCepResult } from './apply-cep-result.ts';
import type { CepResult, Endereco } from './endereco.ts';

const ENDERECO: Endereco = { cep: '01001-000', logradouro: '', bairro: '', cidade: '', uf: '' };

describe('applyCepResult', () => {
  it('fills logradouro, bairro, localidade as cidade and uf (SPEC §3)', () => {
    expect(
      applyCepResult(ENDERECO, {
        cep: '01001-000',
        logradouro: 'Praça da Sé',
        complemento: 'lado ímpar',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
        ibge: '3550308',
        ddd: '11',
      }),
    ).toEqual({ cep: '01001-000', logradouro: 'Praça da Sé', bairro: 'Sé', cidade: 'São Paulo', uf: 'SP' });
  });

  it('keeps the fields the result lacks', () => {
    const preenchido = { ...ENDERECO, logradouro: 'Rua A', cidade: 'Recife' };
    expect(applyCepResult(preenchido, { uf: 'PE' })).toEqual({ ...preenchido, uf: 'PE' });
  });

  it('leaves the address unchanged on an error answer', () => {
    const preenchido = { ...ENDERECO, logradouro: 'Rua A' };
    expect(applyCepResult(preenchido, { erro: true })).toEqual(preenchido);
    expect(applyCepResult(preenchido, { erro: 'true' })).toEqual(preenchido);
    expect(applyCepResult(preenchido, null as unknown as CepResult)).toEqual(preenchido);
  });

  it('returns a new object', () => {
    const r = applyCepResult(ENDERECO, { uf: 'SP' });
    expect(r).not.toBe(ENDERECO);
    expect(ENDERECO.uf).toBe('');
  });

  it('has a pinned type', () => {
    expectTypeOf(applyCepResult).returns.toEqualTypeOf<Endereco>();
  });
});
