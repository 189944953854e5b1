import { describe, expect, it } from 'vitest';
import { ehTopico, lerMudanca, TOPICOS } from './mudancas.ts';

describe('lerMudanca', () => {
  it('reads the topics and the unread count', () => {
    expect(lerMudanca('{"topicos":["cobrancas","cantina"]}')).toEqual({ topicos: ['cobrancas', 'cantina'] });
    expect(lerMudanca('{"topicos":["notificacoes"],"naoLidas":4}')).toEqual({
      topicos: ['notificacoes'],
      naoLidas: 4,
    });
  });

  it('drops unknown topics and a count that is not a count', () => {
    expect(lerMudanca('{"topicos":["futuro","eventos"],"naoLidas":-1}')).toEqual({ topicos: ['eventos'] });
    expect(lerMudanca('{"topicos":[],"naoLidas":1.5}')).toEqual({ topicos: [] });
  });

  it('answers null for anything else, never throws', () => {
    for (const texto of ['', 'x', 'null', '[]', '{"topicos":"cobrancas"}', '7']) {
      expect(lerMudanca(texto)).toBeNull();
    }
  });

  it('knows every topic and nothing else', () => {
    for (const t of TOPICOS) expect(ehTopico(t)).toBe(true);
    expect(ehTopico('toString')).toBe(false);
    expect(ehTopico(1)).toBe(false);
  });
});
