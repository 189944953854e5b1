/**
 * Names of every local-storage key of SPEC §§1–4, so no key is spelled twice.
 *
 * @example
 * STORAGE_KEYS.paramsSistema; // 'paramsSistema'
 */
export const STORAGE_KEYS = {
  usuario: 'usuario',
  config: 'config',
  jwt: 'jwt',
  menus: 'menus',
  paramsSistema: 'paramsSistema',
  empresaSelecionada: 'empresaSelecionada',
  turmaSelecionada: 'turmaSelecionada',
  anoLetivoSelecionado: 'anoLetivoSelecionado',
  selectedStudent: 'selectedStudent',
  selectedStudentIndex: 'selectedStudentIndex',
  anoLetivoAluno: 'anoLetivoAluno',
  condominioSelecionado: 'condominioSelecionado',
  returnUrl: 'returnUrl',
  themeConfig: 'themeConfig',
  listasCache: 'listasCache',
  carregadoCache: 'carregadoCache',
} as const;

/** One local-storage key name. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Keys removed on logout, in SPEC §4's order.
 *
 * @example
 * LOGOUT_KEYS[0]; // 'usuario'
 */
export const LOGOUT_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.usuario,
  STORAGE_KEYS.config,
  STORAGE_KEYS.jwt,
  STORAGE_KEYS.paramsSistema,
  STORAGE_KEYS.anoLetivoSelecionado,
  STORAGE_KEYS.turmaSelecionada,
  STORAGE_KEYS.selectedStudent,
  STORAGE_KEYS.selectedStudentIndex,
  STORAGE_KEYS.empresaSelecionada,
  STORAGE_KEYS.condominioSelecionado,
  STORAGE_KEYS.anoLetivoAluno,
  STORAGE_KEYS.menus,
];

/**
 * Keys cleared when a login fails (SPEC §8).
 *
 * @example
 * LOGIN_FALHA_KEYS; // ['usuario', 'config', 'jwt', 'paramsSistema']
 */
export const LOGIN_FALHA_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.usuario,
  STORAGE_KEYS.config,
  STORAGE_KEYS.jwt,
  STORAGE_KEYS.paramsSistema,
];
