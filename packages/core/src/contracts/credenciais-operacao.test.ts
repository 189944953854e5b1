import { describe, expect, it } from 'vitest';
import { credenciaisPermitem, dependeDosParametros } from './credenciais-operacao.ts';
import { operacoes } from './operacoes.ts';

describe('credenciaisPermitem', () => {
  it('lets anyone call an operation without credentials', () => {
    expect(credenciaisPermitem(undefined, [])).toBe(true);
    expect(credenciaisPermitem([], [])).toBe(true);
  });

  it('needs any one code of a fixed list', () => {
    expect(credenciaisPermitem(['4'], ['2', '4'])).toBe(true);
    expect(credenciaisPermitem(['4'], ['2'])).toBe(false);
    expect(credenciaisPermitem(['4'], [])).toBe(false);
  });

  it("guards a module's operations by the SPEC §6 section its parameter names", () => {
    const exigidas = operacoes.cobrancas.credenciais;
    expect(dependeDosParametros(exigidas)).toBe(true);
    expect(credenciaisPermitem(exigidas, ['7'], ['W1', 'condominio', 'boletos'])).toBe(true);
    expect(credenciaisPermitem(exigidas, ['I'], ['W1', 'condominio', 'boletos'])).toBe(false);
    expect(credenciaisPermitem(exigidas, [], ['W1', 'escola'])).toBe(false);
    // A section outside the table is open to anyone logged in, and a name never reaches Object's prototype.
    expect(credenciaisPermitem(exigidas, [], ['W1', 'cantina'])).toBe(true);
    expect(credenciaisPermitem(exigidas, [], ['W1', 'constructor'])).toBe(true);
    expect(credenciaisPermitem(exigidas, [], ['W1', '__proto__'])).toBe(true);
    // Never called so (the route checks the section after the schema), but never throws either.
    expect(credenciaisPermitem(exigidas, [], 'W1')).toBe(true);
    expect(credenciaisPermitem(exigidas, [], ['W1', 7])).toBe(true);
  });

  it('tells a fixed list from a guard that waits for the parameters', () => {
    expect(dependeDosParametros(undefined)).toBe(false);
    expect(dependeDosParametros(['4'])).toBe(false);
    expect(dependeDosParametros({ secaoNoParametro: 1 })).toBe(true);
  });
});
