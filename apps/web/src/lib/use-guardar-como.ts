import { chaveDaLista, nomeDaLeitura } from './listas-guardadas.ts';
import { useSession } from './session/session-provider.tsx';

/**
 * Where a page keeps the last answer of one read for offline reading: this person, this context (paramsSistema),
 * this operation and these parameters (listas-guardadas.ts). Null when the session names no person (a public
 * page opened logged out): nothing is kept.
 */
export function useGuardarComo(operacao: string, ...parametros: readonly (string | number)[]): string | null {
  const { usuario, paramsSistema } = useSession();
  return chaveDaLista(nomeDaLeitura(operacao, ...parametros), { usuario, paramsSistema });
}
