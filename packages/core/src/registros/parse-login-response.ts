import type { Plataforma } from '../codigo-copia/plataforma.ts';
import { buildParamsSistema } from '../parametros-sistema/build-params-sistema.ts';
import { resolveParamsSistema } from '../parametros-sistema/resolve-params-sistema.ts';
import { asRegistro } from './leitura.ts';
import { normalizeConfig } from './normalize-config.ts';
import { normalizeMenus } from './normalize-menus.ts';
import { normalizeUsuario } from './normalize-usuario.ts';
import type { Config, MenuGrupo, Usuario } from './tipos.ts';

/** What a login response becomes once normalised, ready to be stored. */
export interface SessaoLogin {
  usuario: Usuario;
  config: Config;
  menus: MenuGrupo[];
  token: string;
  paramsSistema: string;
}

/**
 * Reads the conteudo of a login response (coddao 16) into the user, config, menus, token and system parameters to
 * store; a missing conteudo gives an empty user and config (SPEC §5).
 *
 * @example
 * parseLoginResponse(undefined, 'web').token; // ''
 */
export function parseLoginResponse(conteudo: unknown, plataforma: Plataforma): SessaoLogin {
  if (typeof conteudo !== 'object' || conteudo === null) {
    return { usuario: normalizeUsuario({}), config: {}, menus: [], token: '', paramsSistema: '' };
  }
  const c = asRegistro(conteudo);
  const bruto = asRegistro(c.usuario);
  const configBruta = asRegistro(c.config);
  const token = typeof c.token === 'string' ? c.token : typeof bruto.token === 'string' ? bruto.token : '';
  const usuario = normalizeUsuario(bruto, token);
  const construido = buildParamsSistema({
    empresaSelecionada: bruto.codempresaselecionada,
    empresa: bruto.codempresa ?? configBruta.codempresa,
    anoLetivo: bruto.anoletivo,
    turma: bruto.codturma,
    aluno: bruto.codaluno,
    condominio: bruto.codcondomino,
    condominioAlt: bruto.condominio,
  });
  return {
    usuario,
    config: normalizeConfig(configBruta, plataforma),
    menus: normalizeMenus(c.menus),
    token,
    paramsSistema: resolveParamsSistema(c.paramsistema ?? bruto.paramsistema, construido),
  };
}
