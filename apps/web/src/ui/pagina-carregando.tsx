import { IonContent, IonPage, IonSpinner } from '@ionic/react';

/** What a lazy page shows while its code arrives: an Ionic page, so the outlet always has one. */
export function PaginaCarregando() {
  return (
    <IonPage>
      <IonContent>
        <div className="carregando-pagina" role="status" aria-live="polite">
          <IonSpinner name="crescent" aria-hidden="true" />
          <span className="sr-only">Carregando…</span>
        </div>
      </IonContent>
    </IonPage>
  );
}
