import { describe, expect, it } from 'vitest';
import * as contracts from './contracts/index.ts';
import * as core from './index.ts';

// The names promised to the API and web teams (/tmp/portal/core-surface.md); removing one breaks them.
const NOMES = [
  'CONSTANTES',
  'CREDENCIAIS_POR_SECAO',
  'HOME_URLS',
  'LOGIN_FALHA_KEYS',
  'LOGOUT_KEYS',
  'MASK_PLACEHOLDER',
  'MENSAGENS',
  'MENU_ICON_DEFAULT_GROUP',
  'MENU_ICON_DEFAULT_ITEM',
  'MODULOS',
  'NOMES_MESES',
  'PARAMS_SISTEMA_SLOTS',
  'PUBLIC_URL_FRAGMENTS',
  'ROTAS',
  'ROTA_HOME_RECADOS',
  'ROTA_LOGIN',
  'ROTA_NOTIFICACOES',
  'STORAGE_KEYS',
  'applyCepResult',
  'applyContactUpdate',
  'applyMask',
  'buildCodcopia',
  'buildParamsSistema',
  'canAccessSection',
  'checkDocumento',
  'comPlaceholder',
  'criarMascaras',
  'displayName',
  'empresaNome',
  'formatCep',
  'formatCnpj',
  'formatCpf',
  'formatCompetencia',
  'formatDataBr',
  'formatDataHoraBr',
  'formatMoedaBr',
  'formatTelefone',
  'generateCnpj',
  'generateCpf',
  'guardDecision',
  'headerTitleForMenuClick',
  'holdsCredential',
  'isCepLookupable',
  'isHomeUrl',
  'isPublicUrl',
  'isValidCnpj',
  'isValidCpf',
  'isValidData',
  'digitosTelefone',
  'isValidEmail',
  'isValidTelefone',
  'mascaras',
  'MENSAGENS_LOGIN',
  'normalizeAnoLetivo',
  'normalizeCondominio',
  'normalizeConfig',
  'normalizeEmpresa',
  'normalizeEmpresaSelecionada',
  'normalizeMenuRoute',
  'normalizeMenus',
  'normalizeTelefone',
  'normalizeUsuario',
  'parseDataBr',
  'parseLoginResponse',
  'parseParamsSistema',
  'parseTelefoneComDdd',
  'placeholderDe',
  'platformLetter',
  'resolveCopyCode',
  'resolveIsMedico',
  'resolveParamsSistema',
  'resolveProviderCode',
  'sectionOf',
  'semPlaceholder',
  'proximoContexto',
  'serializeParamsSistema',
  'validarContexto',
  'stripCep',
  'stripCnpj',
  'stripNonDigits',
  'stripNumberPrefix',
  'validarLogin',
];

describe('public surface', () => {
  it('exports exactly the promised names besides the contract', () => {
    const proprios = Object.keys(core)
      .filter((nome) => !(nome in contracts))
      .sort();
    expect(proprios).toEqual([...NOMES].sort());
  });

  it('re-exports the whole contract', () => {
    for (const nome of Object.keys(contracts)) expect(core).toHaveProperty(nome);
  });
});
