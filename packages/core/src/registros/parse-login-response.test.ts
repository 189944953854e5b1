import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseLoginResponse, type SessaoLogin } from './parse-login-response.ts';

const VAZIO = {
  lsttelefone: [],
  credenciais: [],
  lstempresa: [],
  lstcondomino: [],
  lstaluno: [],
  isMedico: false,
};

describe('parseLoginResponse', () => {
  it('reads user, config, menus, token and the server parameters', () => {
    const r = parseLoginResponse(
      {
        token: 'jwt-1',
        usuario: { nompessoa: 'Maria', credenciais: ['2'], codempresaselecionada: 12 },
        config: { codempresa: 12, escolas: 3, codcopia: '5' },
        menus: [{ titulo: 'Escola', menus: [{ titulo: 'Notas', rota: 'escola/notas' }] }],
        paramsistema: '12;2026;T1;;',
      },
      'android',
    );
    expect(r).toEqual({
      usuario: {
        ...VAZIO,
        token: 'jwt-1',
        nompessoa: 'Maria',
        credenciais: ['2'],
        codempresaselecionada: '12',
      },
      config: { codempresa: '12', codescola: '3', codcopia: 'G5' },
      menus: [
        {
          titulo: 'Escola',
          icone: 'folder-outline',
          menus: [{ titulo: 'Notas', icone: 'chevron-forward-outline', rota: 'escola/notas' }],
        },
      ],
      token: 'jwt-1',
      paramsSistema: '12;2026;T1;;',
    });
  });

  it('builds the parameters when the server sends none', () => {
    const r = parseLoginResponse(
      {
        token: 'jwt-1',
        usuario: { codempresa: 34, anoletivo: 2026, codturma: 'T1', codaluno: 9, condominio: 'C2' },
        config: {},
      },
      'web',
    );
    expect(r.paramsSistema).toBe('34;2026;T1;9;C2');
    expect(
      parseLoginResponse(
        { usuario: { codempresaselecionada: 12, codcondomino: 'C1' }, config: { codempresa: 34 } },
        'web',
      ).paramsSistema,
    ).toBe('12;;;;C1');
    expect(parseLoginResponse({ usuario: {}, config: { codempresa: 34 } }, 'web').paramsSistema).toBe(
      '34;;;;',
    );
  });

  it("uses the user's own token and parameters when the response has none at its top", () => {
    const r = parseLoginResponse({ usuario: { token: 'jwt-2', paramsistema: '1;2;3;4;5' } }, 'ios');
    expect(r.token).toBe('jwt-2');
    expect(r.usuario.token).toBe('jwt-2');
    expect(r.paramsSistema).toBe('1;2;3;4;5');
    expect(r.config).toEqual({});
    expect(r.menus).toEqual([]);
  });

  it('gives an empty user and config when the content is missing (SPEC §5)', () => {
    const vazio = { usuario: VAZIO, config: {}, menus: [], token: '', paramsSistema: '' };
    expect(parseLoginResponse(undefined, 'web')).toEqual(vazio);
    expect(parseLoginResponse(null, 'web')).toEqual(vazio);
    expect(parseLoginResponse('erro', 'web')).toEqual(vazio);
  });

  it('has a pinned type', () => {
    expectTypeOf(parseLoginResponse).returns.toEqualTypeOf<SessaoLogin>();
  });
});
