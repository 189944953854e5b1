import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anexoRegistroSchema, TIPOS_ANEXO_REGISTRO } from '../contracts/modulos.ts';
import { ROTULO_DO_ANEXO, rotuloDoAnexo } from './rotulo-anexo.ts';

describe('rotuloDoAnexo', () => {
  it('names the action by the kind the server gave the attachment', () => {
    expect(rotuloDoAnexo({ tipo: 'boleto' })).toBe('Ver boleto');
    expect(rotuloDoAnexo({ tipo: 'comprovante' })).toBe('Ver comprovante');
    expect(rotuloDoAnexo({ tipo: 'contracheque' })).toBe('Ver contracheque');
    expect(rotuloDoAnexo({ tipo: 'informe' })).toBe('Ver informe de rendimentos');
    expect(rotuloDoAnexo({ tipo: 'documento' })).toBe('Ver documento');
  });

  it('gives every kind its own "Ver …" label, and nothing else a generic one', () => {
    const rotulos = TIPOS_ANEXO_REGISTRO.map((tipo) => rotuloDoAnexo({ tipo }));
    expect(new Set(rotulos).size).toBe(TIPOS_ANEXO_REGISTRO.length);
    for (const r of rotulos) expect(r).toMatch(/^Ver [a-z]/);
    expect(Object.keys(ROTULO_DO_ANEXO).sort()).toEqual([...TIPOS_ANEXO_REGISTRO].sort());
    fc.assert(
      fc.property(
        fc.string().filter((t) => !(TIPOS_ANEXO_REGISTRO as readonly string[]).includes(t)),
        (tipo) => rotuloDoAnexo({ tipo }) === 'Ver documento',
      ),
    );
    expect(rotuloDoAnexo({ tipo: 'constructor' })).toBe('Ver documento');
  });

  it('a record saved without a kind reads as a plain document; an unknown kind is refused by the contract', () => {
    const base = { doc: 'anexo', params: [1], filename: 'ata.pdf', filetype: 'application/pdf' };
    expect(anexoRegistroSchema.parse(base).tipo).toBe('documento');
    expect(anexoRegistroSchema.parse({ ...base, doc: 'boleto', tipo: 'comprovante' }).tipo).toBe(
      'comprovante',
    );
    expect(anexoRegistroSchema.safeParse({ ...base, tipo: 'planilha' }).success).toBe(false);
  });
});
