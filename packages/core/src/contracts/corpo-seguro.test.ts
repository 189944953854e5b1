import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inteiroSchema } from './comum.ts';
import { PROFUNDIDADE_MAXIMA, problemaNoCorpo } from './corpo-seguro.ts';
import { MENSAGENS_API } from './mensagens-api.ts';

describe('problemaNoCorpo', () => {
  it('lets ordinary bodies through, tabs and line breaks included', () => {
    expect(
      problemaNoCorpo({ coddao: 94, parametros: ['W1'], conteudo: { obs: 'linha 1\nlinha 2\tfim\r\n' } }),
    ).toBeNull();
    expect(problemaNoCorpo(null)).toBeNull();
    expect(problemaNoCorpo('texto')).toBeNull();
  });

  it('names the field that carries a control character, in a value or a key', () => {
    expect(problemaNoCorpo({ coddao: 200, parametros: ['W1', 1, 20, 'a\u0000b'] })).toEqual({
      mensagem: MENSAGENS_API.caractereDeControle,
      campo: 'parametros.3',
    });
    expect(problemaNoCorpo({ conteudo: { 'x\u0007': 1 } })?.campo).toBe('conteudo');
    expect(problemaNoCorpo({ conteudo: { nome: 'a\u007f' } })?.campo).toBe('conteudo.nome');
  });

  it('refuses a body nested deeper than the limit without overflowing the stack', () => {
    let fundo: unknown = 'x';
    for (let i = 0; i < 100_000; i++) fundo = [fundo];
    expect(problemaNoCorpo({ coddao: 94, conteudo: fundo })?.mensagem).toBe(MENSAGENS_API.corpoProfundo);
    let raso: unknown = 'x';
    for (let i = 0; i < PROFUNDIDADE_MAXIMA - 2; i++) raso = [raso];
    expect(problemaNoCorpo({ conteudo: raso })).toBeNull();
  });

  it('never throws and only ever answers one of its two messages', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 40 }), (v) => {
        const r = problemaNoCorpo(v);
        return (
          r === null ||
          ([MENSAGENS_API.caractereDeControle, MENSAGENS_API.corpoProfundo] as string[]).includes(r.mensagem)
        );
      }),
    );
  });
});

describe('inteiroSchema', () => {
  it('keeps integers within the database column (int4)', () => {
    expect(inteiroSchema.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(inteiroSchema.parse('-2147483648')).toBe(-2_147_483_648);
    for (const fora of [2 ** 31, '2147483648', -(2 ** 31) - 1, 1e15, '99999999999']) {
      expect(inteiroSchema.safeParse(fora).success, String(fora)).toBe(false);
    }
  });
});
