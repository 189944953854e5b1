import type { SessionState } from '../lib/session/session-store.ts';
import { desbloqueioAtivo } from '../platform/biometria.ts';

/**
 * Whether start-up may paint the person's saved home before the shell arrives. Not on a device where they
 * turned the biometric unlock on (issue 14): the lock must be the first thing shown, with nothing readable or
 * tappable painted before it.
 */
export async function podePintarAntesDoBloqueio(sessao: Pick<SessionState, 'usuario'>): Promise<boolean> {
  return !(await desbloqueioAtivo(sessao.usuario?.codpessoa));
}
