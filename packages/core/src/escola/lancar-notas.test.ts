import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lerNotaDigitada,
  MENSAGENS_NOTA,
  mensagemNotaAlterada,
  nomeDoBimestre,
  notaParaDigitar,
} from './lancar-notas.ts';
import { formatNota, NOTA_MAXIMA_DECIMOS } from './notas.ts';

const aceita = (texto: string) => {
  const r = lerNotaDigitada(texto);
  if (!r.ok) throw new Error(`"${texto}" recusada: ${r.mensagem}`);
  return r.decimos;
};
const recusa = (texto: string) => {
  const r = lerNotaDigitada(texto);
  if (r.ok) throw new Error(`"${texto}" aceita como ${r.decimos}`);
  return r.mensagem;
};

describe('lerNotaDigitada', () => {
  it('reads grades typed with a comma into tenths', () => {
    expect(aceita('8,5')).toBe(85);
    expect(aceita('10')).toBe(100);
    expect(aceita('10,0')).toBe(100);
    expect(aceita('0,0')).toBe(0);
    expect(aceita('0')).toBe(0);
    expect(aceita('7')).toBe(70);
    expect(aceita('9,9')).toBe(99);
    expect(aceita('0,1')).toBe(1);
    expect(aceita(' 6,5 ')).toBe(65);
    // A trailing zero adds no precision: 8,50 is the 8,5 the teacher meant.
    expect(aceita('8,50')).toBe(85);
    expect(aceita('06,0')).toBe(60);
  });

  it('takes a blank field as no grade', () => {
    expect(aceita('')).toBeNull();
    expect(aceita('   ')).toBeNull();
  });

  it('refuses what is above 10, naming it', () => {
    expect(recusa('10,1')).toBe(MENSAGENS_NOTA.acimaDe10);
    expect(recusa('11')).toBe(MENSAGENS_NOTA.acimaDe10);
    expect(recusa('100')).toBe(MENSAGENS_NOTA.acimaDe10);
    expect(recusa('10,01')).toBe(MENSAGENS_NOTA.acimaDe10);
    expect(recusa('85')).toBe(MENSAGENS_NOTA.acimaDe10);
  });

  it('refuses a negative grade', () => {
    expect(recusa('-1')).toBe(MENSAGENS_NOTA.negativa);
    expect(recusa('-0,5')).toBe(MENSAGENS_NOTA.negativa);
    expect(recusa('- 2')).toBe(MENSAGENS_NOTA.negativa);
  });

  it('refuses a second decimal instead of rounding it', () => {
    expect(recusa('8,55')).toBe(MENSAGENS_NOTA.casas);
    expect(recusa('0,05')).toBe(MENSAGENS_NOTA.casas);
    expect(recusa('9,99')).toBe(MENSAGENS_NOTA.casas);
  });

  it('asks for a comma when a dot is typed', () => {
    expect(recusa('8.5')).toBe(MENSAGENS_NOTA.ponto);
  });

  it('refuses what is not a number', () => {
    for (const texto of [
      'abc',
      '8,',
      ',5',
      '8,5,1',
      '1e1',
      '8 5',
      'oito',
      '+8',
      '8,5a',
      'NaN',
      'Infinity',
      '٨',
    ]) {
      expect(recusa(texto)).toBe(MENSAGENS_NOTA.formato);
    }
  });

  it('says every refusal in Portuguese, naming the grade', () => {
    for (const m of Object.values(MENSAGENS_NOTA)) expect(m).toMatch(/nota|recuperação/i);
  });

  it('parse ∘ format is the identity on every valid grade', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: NOTA_MAXIMA_DECIMOS }), (decimos) => {
        expect(lerNotaDigitada(formatNota(decimos))).toEqual({ ok: true, decimos });
        expect(lerNotaDigitada(notaParaDigitar(decimos))).toEqual({ ok: true, decimos });
      }),
    );
    // Exhaustively too: there are only 101 grades.
    for (let d = 0; d <= NOTA_MAXIMA_DECIMOS; d++) expect(aceita(formatNota(d))).toBe(d);
  });

  it('format ∘ parse gives back what was typed, in its one-decimal form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 9 }), (i, d) => {
        fc.pre(i < 10 || d === 0);
        const texto = `${i},${d}`;
        const r = lerNotaDigitada(texto);
        expect(r.ok && r.decimos !== null && formatNota(r.decimos)).toBe(texto);
      }),
    );
  });

  it('accepts nothing outside 0–100 tenths, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (texto) => {
        const r = lerNotaDigitada(texto);
        if (r.ok && r.decimos !== null) {
          expect(Number.isInteger(r.decimos)).toBe(true);
          expect(r.decimos).toBeGreaterThanOrEqual(0);
          expect(r.decimos).toBeLessThanOrEqual(NOTA_MAXIMA_DECIMOS);
        }
        if (!r.ok) expect(Object.values(MENSAGENS_NOTA)).toContain(r.mensagem);
      }),
    );
  });
});

describe('notaParaDigitar', () => {
  it('puts a stored grade back as it is typed, blank for none', () => {
    expect(notaParaDigitar(85)).toBe('8,5');
    expect(notaParaDigitar(100)).toBe('10,0');
    expect(notaParaDigitar(null)).toBe('');
  });
});

describe('mensagemNotaAlterada', () => {
  it('names the student, the subject and the bimester', () => {
    expect(mensagemNotaAlterada('Lucas Souza', 'Matemática', 1)).toBe(
      'A nota de Lucas Souza em Matemática (1º bimestre) foi alterada por outra pessoa. Recarregue e tente de novo.',
    );
    expect(nomeDoBimestre(4)).toBe('4º bimestre');
  });
});
