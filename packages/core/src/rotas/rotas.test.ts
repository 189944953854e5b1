import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guardDecision } from './guard-decision.ts';
import { MODULOS, ROTA_HOME_RECADOS, ROTA_LOGIN, ROTA_NOTIFICACOES, ROTAS } from './rotas.ts';
import { HOME_URLS, isHomeUrl, isPublicUrl, PUBLIC_URL_FRAGMENTS } from './url-publica.ts';

function guarda(path: string) {
  return ROTAS.find((r) => r.path === path)?.guarda;
}

describe('ROTAS', () => {
  it('holds SPEC §2 table with its guards', () => {
    expect(guarda('')).toBe('nao');
    expect(guarda('home')).toBe('sim');
    expect(guarda('auth')).toBe('nao');
    expect(guarda('notificacoes')).toBe('sim');
    for (const p of ['cantina', 'eventos', 'condominio', 'planosaude', 'escola', 'cobranca', 'recados']) {
      expect(guarda(p)).toBe('sim');
    }
    for (const p of ['contabilidade', 'comunicacao', 'tesouraria']) expect(guarda(p)).toBe('sim');
    for (const p of [
      'financeiro',
      'cafim',
      'pprivada',
      'eleicao',
      'registro-ponto',
      'emprestimo',
      'cadastro',
    ]) {
      expect(guarda(p)).toBe('nao');
    }
    for (const p of ['lanceventos', 'ceasa', 'dashboard']) expect(guarda(p)).toBe('nao');
    expect(guarda('planosaude/beneficiario/guia-medico')).toBe('nao');
    for (const p of [
      'escola/professor/ficha',
      'pprivada/contracheque',
      'cadpessoaf',
      'treinamento',
      'doc/:codigo',
    ]) {
      expect(guarda(p)).toBe('nao-informado');
    }
  });

  it('has one route per module and no duplicate path', () => {
    expect(MODULOS).toHaveLength(20);
    expect(ROTAS).toHaveLength(4 + 20 + 6);
    expect(new Set(ROTAS.map((r) => r.path)).size).toBe(ROTAS.length);
    for (const r of ROTAS) {
      expect(r.path.startsWith('/')).toBe(false);
      expect(r.significado).not.toBe('');
    }
  });

  it('names the fixed destinations', () => {
    expect(ROTA_LOGIN).toBe('/auth/login');
    expect(ROTA_HOME_RECADOS).toBe('/home/recados');
    expect(ROTA_NOTIFICACOES).toBe('/notificacoes');
  });
});

describe('public URLs and home URLs', () => {
  it('lists SPEC §2 fragments and home URLs', () => {
    expect(PUBLIC_URL_FRAGMENTS).toEqual([
      'planosaude/beneficiario/guia-medico',
      'planosaude/beneficiario/cadplanosaude',
      'cadastro/documentos/docsite',
    ]);
    expect(HOME_URLS).toEqual(['', '/', '/home']);
  });

  it('finds the fragments anywhere in the URL', () => {
    expect(isPublicUrl('/planosaude/beneficiario/guia-medico')).toBe(true);
    expect(isPublicUrl('https://x.example/planosaude/beneficiario/cadplanosaude?y=1')).toBe(true);
    expect(isPublicUrl('/cadastro/documentos/docsite/12')).toBe(true);
    expect(isPublicUrl('/planosaude/beneficiario')).toBe(false);
    expect(isPublicUrl(undefined as unknown as string)).toBe(false);
  });

  it('tells home URLs apart', () => {
    expect(isHomeUrl('')).toBe(true);
    expect(isHomeUrl('/')).toBe(true);
    expect(isHomeUrl('/home')).toBe(true);
    expect(isHomeUrl('/home?x=1')).toBe(true);
    expect(isHomeUrl('/home/recados')).toBe(false);
    expect(isHomeUrl('/escola')).toBe(false);
    expect(isHomeUrl(null as unknown as string)).toBe(true);
  });
});

describe('guardDecision', () => {
  const base = { loggedIn: true, hasUser: true, credenciais: ['2'] };

  it('lets public fragments through even when logged out', () => {
    expect(
      guardDecision({
        ...base,
        url: '/planosaude/beneficiario/guia-medico',
        loggedIn: false,
        hasUser: false,
      }),
    ).toBe('allow');
  });

  it('sends a logged-out user to login', () => {
    expect(guardDecision({ ...base, url: '/escola', loggedIn: false })).toBe('login');
  });

  it('sends a logged-in user without a current user home', () => {
    expect(guardDecision({ ...base, url: '/escola', hasUser: false })).toBe('home');
  });

  it('checks the section credential', () => {
    expect(guardDecision({ ...base, url: '/escola/notas' })).toBe('allow');
    expect(guardDecision({ ...base, url: '/planosaude/carteirinha' })).toBe('home');
    expect(guardDecision({ ...base, url: '/cantina' })).toBe('allow');
  });

  describe('properties', () => {
    it('never lets a logged-out user into a non-public URL', () => {
      fc.assert(
        fc.property(fc.string(), fc.boolean(), (url, hasUser) => {
          const d = guardDecision({ url, loggedIn: false, hasUser, credenciais: [] });
          return isPublicUrl(url) ? d === 'allow' : d === 'login';
        }),
      );
    });
  });
});
