import { MODULOS } from '@portal/core';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { buildRouteTable, isGuardedPath } from './route-table.ts';
import { TABELA_ROTAS } from './routes.tsx';

const Pagina = lazy(async () => ({ default: () => null }));

describe('route table (SPEC §2)', () => {
  it('guards by the SPEC row, then by the module row; "not stated" rows are guarded', () => {
    expect(isGuardedPath('notificacoes')).toBe(true);
    expect(isGuardedPath('escola/*')).toBe(true);
    expect(isGuardedPath('escola/boletim')).toBe(true);
    expect(isGuardedPath('financeiro/*')).toBe(false);
    expect(isGuardedPath('planosaude/beneficiario/guia-medico')).toBe(false);
    expect(isGuardedPath('pprivada/contracheque')).toBe(true);
    expect(isGuardedPath('doc/:codigo')).toBe(true);
  });

  it('declares the pprivada alias but drops it because the module route claims the path first', () => {
    const tabela = buildRouteTable(
      [],
      [{ path: 'pprivada', rotas: [{ path: 'pprivada/*', page: Pagina }] }],
      [{ path: 'pprivada', redirect: '/pages/pprivada' }],
    );
    expect(tabela.map((e) => e.path)).toEqual(['pprivada/*']);
    const semModulo = buildRouteTable([], [], [{ path: 'pprivada', redirect: '/pages/pprivada' }]);
    expect(semModulo).toEqual([{ path: 'pprivada', redirect: '/pages/pprivada', guarded: false }]);
  });

  it("keeps the first entry of a path and drops what a '/*' entry covers, not a sibling sharing its prefix", () => {
    const rota = (path: string) => ({ path, page: Pagina });
    const tabela = buildRouteTable(
      [{ path: '/home', redirect: '/home/recados', guarded: false }],
      [
        {
          path: 'escola',
          rotas: [rota('escola/*'), rota('escola'), rota('escola/boletim'), rota('escolar')],
        },
        { path: 'home', rotas: [rota('home'), rota('home/extra'), rota('/escola/x')] },
      ],
      [
        { path: 'escolar', redirect: '/outra' },
        { path: 'nova', redirect: '/home' },
      ],
    );
    expect(tabela.map((e) => e.path)).toEqual(['/home', 'escola/*', 'escolar', 'home/extra', 'nova']);
    expect(tabela.find((e) => e.path === 'home/extra')).toMatchObject({ guarded: true });
  });

  it('has every route of SPEC §2 in the app', () => {
    const caminhos = TABELA_ROTAS.map((e) => e.path.replace(/\/\*$/, ''));
    for (const p of ['', 'home', 'auth', 'auth/login', 'notificacoes', ...MODULOS])
      expect(caminhos).toContain(p);
    for (const p of [
      'planosaude/beneficiario/guia-medico',
      'escola/professor/ficha',
      'pprivada/contracheque',
      'cadpessoaf',
      'treinamento',
      'doc/:codigo',
    ]) {
      const coberto = TABELA_ROTAS.some(
        (e) => e.path === p || (e.path.endsWith('/*') && p.startsWith(e.path.slice(0, -1))),
      );
      expect(coberto, p).toBe(true);
    }
    expect(TABELA_ROTAS.some((e) => 'redirect' in e && e.redirect === '/pages/pprivada')).toBe(false);
  });
});
