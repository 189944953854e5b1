import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { canAccessSection } from './can-access-section.ts';
import { CREDENCIAIS_POR_SECAO } from './credenciais-por-secao.ts';
import { holdsCredential } from './holds-credential.ts';
import { sectionOf } from './section-of.ts';

describe('CREDENCIAIS_POR_SECAO', () => {
  it('is SPEC §6 table', () => {
    expect(CREDENCIAIS_POR_SECAO).toEqual({
      planosaude: ['I', 'J', 'L', 'K'],
      contabilidade: ['3', 'C', '9'],
      escola: ['2', '4', 'S', 'D', 'A'],
      condominio: ['6', '7'],
      tesouraria: ['C', 'X'],
    });
  });
});

describe('sectionOf', () => {
  it('takes the first path segment', () => {
    expect(sectionOf('/escola/professor/ficha')).toBe('escola');
    expect(sectionOf('escola/professor/ficha')).toBe('escola');
    expect(sectionOf('/cantina')).toBe('cantina');
    expect(sectionOf('//tesouraria//x')).toBe('tesouraria');
  });

  it('ignores origin, query and hash', () => {
    expect(sectionOf('https://portal.example:8080/planosaude/beneficiario')).toBe('planosaude');
    expect(sectionOf('/condominio?aba=boletos')).toBe('condominio');
    expect(sectionOf('/contabilidade#topo')).toBe('contabilidade');
    expect(sectionOf('http://portal.example?x=/escola')).toBe('');
  });

  it("gives '' for the root", () => {
    expect(sectionOf('')).toBe('');
    expect(sectionOf('/')).toBe('');
    expect(sectionOf('https://portal.example')).toBe('');
    expect(sectionOf(undefined as unknown as string)).toBe('');
  });
});

describe('canAccessSection', () => {
  it('opens each restricted section with any one of its codes', () => {
    for (const codigo of ['I', 'J', 'L', 'K']) expect(canAccessSection('/planosaude/x', [codigo])).toBe(true);
    for (const codigo of ['3', 'C', '9']) expect(canAccessSection('/contabilidade', [codigo])).toBe(true);
    for (const codigo of ['2', '4', 'S', 'D', 'A']) expect(canAccessSection('/escola', [codigo])).toBe(true);
    for (const codigo of ['6', '7']) expect(canAccessSection('/condominio', [codigo])).toBe(true);
    for (const codigo of ['C', 'X']) expect(canAccessSection('/tesouraria', [codigo])).toBe(true);
  });

  it('closes a restricted section without any of its codes', () => {
    expect(canAccessSection('/planosaude/x', ['2', '6'])).toBe(false);
    expect(canAccessSection('/escola/notas', [])).toBe(false);
    expect(canAccessSection('/tesouraria', ['3'])).toBe(false);
    expect(canAccessSection('/condominio', ['i'])).toBe(false);
    expect(canAccessSection('/condominio', null as unknown as string[])).toBe(false);
  });

  it('leaves sections outside the table open to any logged-in user', () => {
    expect(canAccessSection('/cantina', [])).toBe(true);
    expect(canAccessSection('/home/recados', [])).toBe(true);
    expect(canAccessSection('/', [])).toBe(true);
    expect(canAccessSection('/constructor', [])).toBe(true);
    expect(canAccessSection('/toString', [])).toBe(true);
  });

  describe('properties', () => {
    it('never throws and opens every section to a user holding all codes', () => {
      const todos = Object.values(CREDENCIAIS_POR_SECAO).flat();
      fc.assert(fc.property(fc.string(), (url) => canAccessSection(url, todos)));
    });
  });
});

describe('holdsCredential', () => {
  it('tells whether the user holds a code', () => {
    expect(holdsCredential({ credenciais: ['I', '2'] }, '2')).toBe(true);
    expect(holdsCredential({ credenciais: ['I', '2'] }, 'J')).toBe(false);
    expect(holdsCredential({ credenciais: ['I'] }, 'i')).toBe(false);
  });

  it('is false for missing users, lists or codes', () => {
    expect(holdsCredential(null, '2')).toBe(false);
    expect(holdsCredential(undefined, '2')).toBe(false);
    expect(holdsCredential({}, '2')).toBe(false);
    expect(holdsCredential({ credenciais: [''] }, '')).toBe(false);
  });

  it('has a pinned type', () => {
    expectTypeOf(holdsCredential).returns.toEqualTypeOf<boolean>();
  });
});
