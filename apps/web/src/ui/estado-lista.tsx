import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { MENSAGENS } from '@portal/core';
import type { ReactNode } from 'react';

/**
 * The states of a page's list or record, in one place: while there is nothing to show, the spinner, the failure
 * (with retry) or the empty text; once there is, the content (`children`), which stays on screen while it is
 * refreshed. A saved list shown offline is not a failure: the page marks it with AvisoDesatualizada.
 */
export function EstadoLista({
  carregando,
  erro,
  vazio,
  icone,
  textoVazio = MENSAGENS.nenhumDado,
  aoTentarNovamente,
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
  /** What the person can do about an empty list (where else its rows are). */
  dicaVazio?: ReactNode;
  children?: ReactNode;
}) {
  if (erro && vazio) {
    return (
      <div className="estado-vazio" role="alert">
        <p>{erro}</p>
        {aoTentarNovamente && (
          <IonButton fill="outline" onClick={aoTentarNovamente}>
            Tentar novamente
          </IonButton>
        )}
      </div>
    );
  }
  if (carregando && vazio) {
    return (
      <div className="estado-vazio" role="status">
        <IonSpinner name="crescent" aria-hidden="true" />
        <p>{MENSAGENS.aguarde}</p>
      </div>
    );
  }
  if (vazio) {
    return (
      <div className="estado-vazio" role="status">
        {icone && <IonIcon icon={icone} aria-hidden="true" />}
        <p>{textoVazio}</p>
        {dicaVazio}
      </div>
    );
  }
  return children;
}
