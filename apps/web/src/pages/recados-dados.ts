import { type CobrancaResumo, type ErroV4, isHomeUrl, type Recado, ROTA_HOME_RECADOS } from '@portal/core';
import { chamar, type ListaV4, operacoes } from '../lib/api-client.ts';
import { chaveDaLista, type ListaGuardada, lerListaGuardada } from '../lib/listas-guardadas.ts';
import type { SessionState, SessionStore } from '../lib/session/session-store.ts';
import { TAMANHO_PAGINA } from '../lib/tamanho-pagina.ts';

/** An answer asked for ahead of the page is used only while this fresh. */
const VALIDADE_ADIANTADO_MS = 30_000;

let adiantado: { chave: string; em: number; resposta: Promise<ListaV4<Recado> | ErroV4> } | null = null;

function pedir(pagina: number, reautenticar = true): Promise<ListaV4<Recado> | ErroV4> {
  return chamar(operacoes.recados, [pagina, TAMANHO_PAGINA], undefined, { loader: false, reautenticar });
}

/** Where the home's recados are saved for this person and context (null: nothing is saved). */
export function chaveRecados(sessao: Pick<SessionState, 'usuario' | 'paramsSistema'>): string | null {
  return chaveDaLista('recados', sessao);
}

/** Where the home's "next due" card keeps its last answer (pages/proximo-vencimento.tsx). */
export function chaveProximoVencimento(
  sessao: Pick<SessionState, 'usuario' | 'paramsSistema'>,
): string | null {
  return chaveDaLista('proximoVencimento', sessao);
}

/** coddao 200, one page; page 1 takes the answer already asked for at start-up or login, when it is this key's. */
export function buscarRecados(pagina: number, chave: string | null): Promise<ListaV4<Recado> | ErroV4> {
  const pronto = adiantado;
  if (pagina === 1 && pronto && pronto.chave === chave && Date.now() - pronto.em < VALIDADE_ADIANTADO_MS) {
    adiantado = null;
    // Asked for without re-authentication: on any failure the page asks again, the normal way.
    return pronto.resposta.catch(() => pedir(1));
  }
  return pedir(pagina);
}

/**
 * Asks for the home's first page now and reads its saved copy, before React renders the home: start-up calls it
 * as soon as the session is read (and paints the copy it returns), the login as soon as it succeeds.
 */
export async function adiantarRecados(
  sessao: SessionState,
): Promise<{ recados: ListaGuardada<Recado> | null; vencimento: CobrancaResumo | null }> {
  const chave = chaveRecados(sessao);
  if (!sessao.loggedIn || !chave) return { recados: null, vencimento: null };
  const resposta = pedir(1, false);
  resposta.catch(() => {});
  adiantado = { chave, em: Date.now(), resposta };
  // The "next due" card paints from its saved answer together with the list, so the list never jumps.
  const [recados, vencimento] = await Promise.all([
    lerListaGuardada<Recado>(chave).catch(() => null),
    lerListaGuardada<CobrancaResumo>(chaveProximoVencimento(sessao)).catch(() => null),
  ]);
  return { recados, vencimento: vencimento?.itens[0] ?? null };
}

/** Whether a URL shows the recados home. */
export function mostraRecados(url: string): boolean {
  const caminho = url.replace(/[?#].*$/, '');
  return isHomeUrl(caminho) || caminho === ROTA_HOME_RECADOS;
}

/** After a login that goes home: the home's code and its first page start loading at once. */
export function precarregarHome(store: SessionStore, destino: string): void {
  if (!mostraRecados(destino)) return;
  void import('./recados-page.tsx');
  void adiantarRecados(store.getState());
}
