import { IonButton, IonSpinner, IonText } from '@ionic/react';
import { MENSAGENS } from '@portal/core';

/** Loading, failure and empty states shared by the module lists. */
export function EstadoLista({
  carregando,
  erro,
  vazio,
  textoVazio = MENSAGENS.nenhumDado,
  onTentarNovamente,
}: {
  carregando: boolean;
  erro: string | null;
  vazio: boolean;
  /** Why the list is empty, when the page knows better than SPEC's generic text. */
  textoVazio?: string;
  onTentarNovamente?: () => void;
}) {
  if (carregando)
    return (
      <div className="modulo-estado" role="status">
        <IonSpinner name="crescent" aria-hidden="true" />
        <span>{MENSAGENS.aguarde}</span>
      </div>
    );
  if (erro)
    return (
      <div className="modulo-estado" role="alert">
        <IonText color="danger">
          <p>{erro}</p>
        </IonText>
        {onTentarNovamente && (
          <IonButton fill="outline" onClick={onTentarNovamente}>
            Tentar novamente
          </IonButton>
        )}
      </div>
    );
  if (vazio)
    return (
      <p className="modulo-estado" role="status">
        {textoVazio}
      </p>
    );
  return null;
}
