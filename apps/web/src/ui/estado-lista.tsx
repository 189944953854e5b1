import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { ReactNode } from 'react';

/** Loading, failure (with retry) and empty states of a list, in one place. */
export function EstadoLista({
  carregando,
  erro,
  vazio,
  icone,
  textoVazio,
  aoTentarNovamente,
  children,
}: {
  carregando: boolean;
  erro: string | null;
  vazio: boolean;
  icone: string;
  textoVazio: string;
  aoTentarNovamente: () => void;
  children: ReactNode;
}) {
  if (erro && vazio) {
    return (
      <div className="estado-vazio" role="alert">
        <p>{erro}</p>
        <IonButton fill="outline" onClick={aoTentarNovamente}>
          Tentar novamente
        </IonButton>
      </div>
    );
  }
  if (carregando && vazio) {
    return (
      <div className="estado-vazio" role="status">
        <IonSpinner name="crescent" aria-hidden="true" />
        <p>Carregando…</p>
      </div>
    );
  }
  if (vazio) {
    return (
      <div className="estado-vazio">
        <IonIcon icon={icone} aria-hidden="true" />
        <p>{textoVazio}</p>
      </div>
    );
  }
  return children;
}
