import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  codigoSchema,
  dataHoraIsoSchema,
  dataIsoSchema,
  inteiroSchema,
  listaSchema,
  paginaSchema,
  slotSchema,
  tamanhoPaginaSchema,
  textoOpcionalSchema,
} from './comum.ts';

describe('shared parameter schemas', () => {
  it('inteiroSchema takes numbers and digit strings', () => {
    expect(inteiroSchema.parse(7)).toBe(7);
    expect(inteiroSchema.parse('42')).toBe(42);
    expect(inteiroSchema.parse('-3')).toBe(-3);
    expect(inteiroSchema.safeParse('4a').success).toBe(false);
    expect(inteiroSchema.safeParse(1.5).success).toBe(false);
  });

  it('codigoSchema normalises to a string', () => {
    expect(codigoSchema.parse(101)).toBe('101');
    expect(codigoSchema.parse('A10231')).toBe('A10231');
    expect(codigoSchema.safeParse('').success).toBe(false);
  });

  it('textoOpcionalSchema and slotSchema turn blanks into ""', () => {
    expect(textoOpcionalSchema.parse(null)).toBe('');
    expect(textoOpcionalSchema.parse(undefined)).toBe('');
    expect(textoOpcionalSchema.parse('  busca ')).toBe('busca');
    expect(slotSchema.parse(2026)).toBe('2026');
    expect(slotSchema.parse(null)).toBe('');
    expect(slotSchema.parse(' 2611 ')).toBe('2611');
  });

  it('pagination defaults to page 1 of 20 and caps the page size at 100', () => {
    expect(paginaSchema.parse(undefined)).toBe(1);
    expect(paginaSchema.parse('3')).toBe(3);
    expect(paginaSchema.safeParse(0).success).toBe(false);
    expect(tamanhoPaginaSchema.parse(null)).toBe(20);
    expect(tamanhoPaginaSchema.parse(100)).toBe(100);
    expect(tamanhoPaginaSchema.safeParse(101).success).toBe(false);
  });

  it('listaSchema wraps items with total, pagina and tamanhoPagina', () => {
    const schema = listaSchema(z.object({ id: z.number() }));
    expect(schema.safeParse({ itens: [{ id: 1 }], total: 1, pagina: 1, tamanhoPagina: 20 }).success).toBe(
      true,
    );
    expect(schema.safeParse({ itens: [{ id: 'x' }], total: 1, pagina: 1, tamanhoPagina: 20 }).success).toBe(
      false,
    );
    expect(schema.safeParse({ itens: [], total: 0, pagina: 0, tamanhoPagina: 20 }).success).toBe(false);
  });

  it('ISO dates and timestamps', () => {
    expect(dataHoraIsoSchema.safeParse('2026-11-01T09:00:00.000Z').success).toBe(true);
    expect(dataHoraIsoSchema.safeParse('2026-11-01').success).toBe(false);
    expect(dataIsoSchema.safeParse('2026-11-05').success).toBe(true);
    expect(dataIsoSchema.safeParse('05/11/2026').success).toBe(false);
  });
});
