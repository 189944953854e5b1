/** Whether a route is guarded: yes, no, or not stated by the specification. */
export type GuardaRota = 'sim' | 'nao' | 'nao-informado';

/** One route of SPEC §2's table; path has no leading slash. */
export interface Rota {
  path: string;
  significado: string;
  guarda: GuardaRota;
}

/**
 * The module sections (cafeteria, events… dashboard) of SPEC §2, one route each.
 *
 * @example
 * MODULOS.length; // 20
 */
export const MODULOS: readonly string[] = [
  'cantina',
  'eventos',
  'condominio',
  'planosaude',
  'escola',
  'cobranca',
  'recados',
  'contabilidade',
  'comunicacao',
  'tesouraria',
  'financeiro',
  'cafim',
  'pprivada',
  'eleicao',
  'registro-ponto',
  'emprestimo',
  'cadastro',
  'lanceventos',
  'ceasa',
  'dashboard',
];

const SIGNIFICADO_MODULO: Readonly<Record<string, string>> = {
  cantina: 'cantina',
  eventos: 'eventos',
  condominio: 'condomínio',
  planosaude: 'plano de saúde',
  escola: 'escola',
  cobranca: 'cobrança',
  recados: 'recados',
  contabilidade: 'contabilidade',
  comunicacao: 'comunicação',
  tesouraria: 'tesouraria',
};

/** Modules that the route table marks as guarded; the other modules are not. */
const MODULOS_GUARDADOS = new Set(Object.keys(SIGNIFICADO_MODULO));

/**
 * The route table of SPEC §2 (the empty route only redirects, so it has no guard).
 *
 * @example
 * ROTAS.find((r) => r.path === 'notificacoes')?.guarda; // 'sim'
 */
export const ROTAS: readonly Rota[] = [
  { path: '', significado: 'redireciona para o início', guarda: 'nao' },
  { path: 'home', significado: 'início: página de recados', guarda: 'sim' },
  { path: 'auth', significado: 'login (tela em /auth/login)', guarda: 'nao' },
  { path: 'notificacoes', significado: 'notificações', guarda: 'sim' },
  ...MODULOS.map(
    (modulo): Rota => ({
      path: modulo,
      significado: SIGNIFICADO_MODULO[modulo] ?? `módulo ${modulo}`,
      guarda: MODULOS_GUARDADOS.has(modulo) ? 'sim' : 'nao',
    }),
  ),
  { path: 'planosaude/beneficiario/guia-medico', significado: 'guia médico', guarda: 'nao' },
  { path: 'escola/professor/ficha', significado: 'ficha do professor', guarda: 'nao-informado' },
  { path: 'pprivada/contracheque', significado: 'contracheque', guarda: 'nao-informado' },
  { path: 'cadpessoaf', significado: 'cadastro de pessoa', guarda: 'nao-informado' },
  { path: 'treinamento', significado: 'treinamento', guarda: 'nao-informado' },
  { path: 'doc/:codigo', significado: 'documento HTML', guarda: 'nao-informado' },
];

/** Login screen. */
export const ROTA_LOGIN = '/auth/login';
/** Where a logged-in user without a current user record or credential is sent. */
export const ROTA_HOME_RECADOS = '/home/recados';
/** Where a tapped push notification leads. */
export const ROTA_NOTIFICACOES = '/notificacoes';
