import type { MaskitoOptions } from '@maskito/core';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatCnpj } from '../cnpj/format-cnpj.ts';
import { generateCnpj } from '../cnpj/generate-cnpj.ts';
import { isValidCnpj } from '../cnpj/is-valid-cnpj.ts';
import { formatCpf } from '../cpf/format-cpf.ts';
import { generateCpf } from '../cpf/generate-cpf.ts';
import { isValidCpf } from '../cpf/is-valid-cpf.ts';
import { isValidData } from '../data/is-valid-data.ts';
import { checkDocumento } from '../documento/check-documento.ts';
import { isValidEmail } from '../email/is-valid-email.ts';
import { isValidTelefone } from '../telefone/is-valid-telefone.ts';
import { applyMask } from './apply-mask.ts';
import { MASK_PLACEHOLDER, placeholderDe } from './com-placeholder.ts';
import { criarMascaras, mascaras } from './mascaras.ts';
import { semPlaceholder } from './sem-placeholder.ts';

describe('mascaras', () => {
  it('uses the underscore placeholder (SPEC §5)', () => {
    expect(MASK_PLACEHOLDER).toBe('_');
    expect(placeholderDe('00/00/0000')).toBe('__/__/____');
    expect(placeholderDe('00000-000')).toBe('_____-___');
  });

  it('masks CPF and CNPJ, numeric and alphanumeric', () => {
    expect(applyMask('52998224725', mascaras.cpfCnpj)).toBe('529.982.247-25');
    expect(applyMask('529982247', mascaras.cpfCnpj)).toBe('529.982.247');
    expect(applyMask('11222333000181', mascaras.cpfCnpj)).toBe('11.222.333/0001-81');
    expect(applyMask('112223330001811', mascaras.cpfCnpj)).toBe('11.222.333/0001-81');
    expect(applyMask('12abc34501de35', mascaras.cpfCnpj)).toBe('12.ABC.345/01DE-35');
    expect(applyMask('12ABC34501DEXX', mascaras.cpfCnpj)).toBe('12.ABC.345/01DE');
  });

  it('masks dates and times', () => {
    expect(applyMask('25122026', mascaras.data)).toBe('25/12/2026');
    expect(applyMask('2512', mascaras.data)).toBe('25/12');
    expect(applyMask('01011800', mascaras.data)).toBe('01/01/1800');
    expect(applyMask('102026', mascaras.mesAno)).toBe('10/2026');
    expect(applyMask('2359', mascaras.hora)).toBe('23:59');
    expect(applyMask('235959', mascaras.horaMinutoSegundo)).toBe('23:59:59');
  });

  it('shapes impossible dates without correcting them; validation refuses them (issue 10)', () => {
    for (const [digitos, texto] of [
      ['31022001', '31/02/2001'],
      ['29022023', '29/02/2023'],
      ['01011850', '01/01/1850'],
      ['15131990', '15/13/1990'],
    ]) {
      expect(applyMask(digitos as string, mascaras.data)).toBe(texto);
      expect(isValidData(texto as string)).toBe(false);
    }
    expect(applyMask('132026', mascaras.mesAno)).toBe('13/2026');
    expect(isValidData('13/2026')).toBe(false);
    expect(applyMask('29022024', mascaras.data)).toBe('29/02/2024');
    expect(isValidData('29/02/2024')).toBe(true);
  });

  it('masks postal codes and phones', () => {
    expect(applyMask('+55 11 98765-4321', mascaras.telefone)).toBe('(11) 98765-4321');
    expect(applyMask('0055 (21) 3333-4444', mascaras.telefone)).toBe('(21) 3333-4444');
    expect(applyMask('5511987654321', mascaras.telefone)).toBe('(11) 98765-4321');
    expect(applyMask('55987654321', mascaras.telefone)).toBe('(55) 98765-4321');
    expect(applyMask('01001000', mascaras.cep)).toBe('01001-000');
    expect(applyMask('01001', mascaras.cep)).toBe('01001');
    expect(applyMask('1133334444', mascaras.telefone)).toBe('(11) 3333-4444');
    expect(applyMask('11987654321', mascaras.telefone)).toBe('(11) 98765-4321');
  });

  it('masks numbers, percentages, IP addresses and e-mails', () => {
    expect(applyMask('1234567', mascaras.numero)).toBe('1.234.567');
    expect(applyMask('1234567,891', mascaras.numero)).toBe('1.234.567,89');
    expect(applyMask('12,5', mascaras.percentual)).toBe('12,5%');
    expect(applyMask('150', mascaras.percentual)).toBe('100%');
    expect(applyMask('192.168.0.1', mascaras.ip)).toBe('192.168.0.1');
    expect(applyMask('300.1.1.1', mascaras.ip)).toBe('255.1.1.1');
    expect(applyMask('Maria.S@example.com', mascaras.email)).toBe('Maria.S@example.com');
    expect(applyMask('a b@c@d', mascaras.email)).toBe('ab@cd');
  });

  it('turns missing values into empty text', () => {
    expect(applyMask(undefined as unknown as string, mascaras.cep)).toBe('');
  });

  it('builds independent sets', () => {
    expect(criarMascaras().cep).not.toBe(mascaras.cep);
    expect(applyMask('01001000', criarMascaras().cep)).toBe('01001-000');
  });

  describe('properties', () => {
    it('never changes the verdict of a generated CPF or CNPJ', () => {
      fc.assert(
        fc.property(fc.constantFrom('cpf', 'cnpj', 'alfa'), (kind) => {
          const doc = kind === 'cpf' ? generateCpf() : generateCnpj(Math.random, kind === 'alfa');
          const mascarado = applyMask(doc, mascaras.cpfCnpj);
          const esperado = kind === 'cpf' ? formatCpf(doc) : formatCnpj(doc);
          return mascarado === esperado && checkDocumento(mascarado).valido;
        }),
      );
    });

    it('never changes the verdict of 11 or 14 typed digits', () => {
      fc.assert(
        fc.property(fc.oneof(fc.stringMatching(/^\d{11}$/), fc.stringMatching(/^\d{14}$/)), (d) => {
          const mascarado = applyMask(d, mascaras.cpfCnpj);
          const valido = d.length === 11 ? isValidCpf(d) : isValidCnpj(d);
          return checkDocumento(mascarado).valido === valido;
        }),
      );
    });

    it('never changes the verdict of a typed phone', () => {
      fc.assert(
        fc.property(
          fc.stringMatching(/^\d{10,11}$/),
          (d) => isValidTelefone(applyMask(d, mascaras.telefone)) === isValidTelefone(d),
        ),
      );
    });

    it('keeps valid e-mails as they are', () => {
      const parte = fc.stringMatching(/^[a-z0-9]{1,10}$/);
      fc.assert(
        fc.property(parte, parte, (nome, dominio) => {
          const email = `${nome}@${dominio}.com`;
          return applyMask(email, mascaras.email) === email && isValidEmail(email);
        }),
      );
    });

    it('any eight digits come out as dd/mm/yyyy with the same digits, valid or not', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^\d{8}$/), (d) => {
          return applyMask(d, mascaras.data) === `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
        }),
      );
    });

    it('keeps valid month/year values valid', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1900, max: 2100 }), (mes, ano) => {
          const texto = `${String(mes).padStart(2, '0')}/${ano}`;
          return applyMask(texto, mascaras.mesAno) === texto && isValidData(texto);
        }),
      );
    });

    it('never throws on any input', () => {
      fc.assert(
        fc.property(
          fc.string(),
          fc.constantFrom(...(Object.keys(mascaras) as (keyof typeof mascaras)[])),
          (s, k) => {
            return typeof applyMask(s, mascaras[k]) === 'string';
          },
        ),
      );
    });
  });

  it('has pinned types', () => {
    expectTypeOf(mascaras.cpfCnpj).toEqualTypeOf<MaskitoOptions>();
    expectTypeOf(applyMask).toEqualTypeOf<(value: string, options: MaskitoOptions) => string>();
  });
});

describe('semPlaceholder', () => {
  it('removes the placeholder tail and dangling separators', () => {
    expect(semPlaceholder('01/02/____')).toBe('01/02');
    expect(semPlaceholder('__/__/____')).toBe('');
    expect(semPlaceholder('01001-___')).toBe('01001');
    expect(semPlaceholder('01/02/2026')).toBe('01/02/2026');
    expect(semPlaceholder('joao_silva@example.com')).toBe('joao_silva@example.com');
    expect(semPlaceholder('23:5_')).toBe('23:5');
    expect(semPlaceholder(undefined as unknown as string)).toBe('');
  });
});
