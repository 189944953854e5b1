import { MENSAGENS } from '@portal/core';
import type { ReactNode } from 'react';
import type { ListaDesatualizada } from '../lib/use-paginada.ts';
import { AvisoDesatualizada } from './aviso-desatualizada.tsx';
import { Icone } from './icone.tsx';

/**
 * The states of a page's list or record, in one place, drawn without Ionic's elements (nothing of Ionic to define
 * and hydrate before a list page's first paint): while there is nothing to show, the spinner, the failure
 * (with retry) or the empty text; once there is, the content (`children`), which stays on screen while it is
 * refreshed. A saved answer shown because the refresh did not arrive is not a failure: it is the content, under
 * the line saying when it was received (and, on a screen of amounts, that they may be out of date).
 */
export function EstadoLista({
  carregando,
  erro,
  vazio,
  icone,
  textoVazio = MENSAGENS.nenhumDado,
  aoTentarNovamente,
  desatualizada = null,
  valores = false,
  dicaVazio,
  children,
}: {
  carregando: boolean;
  erro: string | null;
  vazio: boolean;
  icone?: string;
  /** Why the list is empty, when the page knows better than SPEC's generic text. */
  textoVazio?: string;
  aoTentarNovamente?: () => void;
  /** usePaginada's or useCarregar's: the content is the saved answer. */
  desatualizada?: ListaDesatualizada | null;
  /** The content shows money (charges, balances, prices). */
  valores?: boolean;
  /** What the person can do about an empty list (where else its rows are). */
  dicaVazio?: ReactNode;
  children?: ReactNode;
}) {
  if (erro && vazio) {
    return (
      <div className="estado-vazio" role="alert">
        <p>{erro}</p>
        {aoTentarNovamente && (
          <button
            type="button"
            className="botao-primario botao-link botao-contorno"
            onClick={aoTentarNovamente}
          >
            Tentar novamente
          </button>
        )}
      </div>
    );
  }
  if (carregando && vazio) {
    return (
      <div className="estado-vazio" role="status">
        <span className="girando" aria-hidden="true" />
        <p>{MENSAGENS.aguarde}</p>
      </div>
    );
  }
  if (vazio) {
    return (
      <div className="estado-vazio" role="status">
        {icone && <Icone icone={icone} />}
        <p>{textoVazio}</p>
        {dicaVazio}
      </div>
    );
  }
  return (
    <>
      <AvisoDesatualizada desatualizada={desatualizada} valores={valores} />
      {children}
    </>
  );
}
