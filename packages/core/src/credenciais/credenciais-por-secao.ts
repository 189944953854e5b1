/** Section of the portal whose access depends on credential codes. */
export type SecaoCredenciada = 'planosaude' | 'contabilidade' | 'escola' | 'condominio' | 'tesouraria';

/**
 * Credential codes that open each restricted section (SPEC §6); the user needs at least one of them.
 *
 * @example
 * CREDENCIAIS_POR_SECAO.condominio; // ['6', '7']
 */
export const CREDENCIAIS_POR_SECAO: Readonly<Record<SecaoCredenciada, readonly string[]>> = {
  planosaude: ['I', 'J', 'L', 'K'],
  contabilidade: ['3', 'C', '9'],
  escola: ['2', '4', 'S', 'D', 'A'],
  condominio: ['6', '7'],
  tesouraria: ['C', 'X'],
};
