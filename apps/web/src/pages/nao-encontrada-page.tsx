import { IonButton, IonContent, IonIcon, IonPage } from '@ionic/react';
import { ROTA_HOME_RECADOS } from '@portal/core';
import { compassOutline } from 'ionicons/icons';

/** Any URL that no route knows. */
export default function NaoEncontradaPage() {
  return (
    <IonPage>
      <IonContent>
        <div className="estado-vazio">
          <IonIcon icon={compassOutline} aria-hidden="true" />
          <h1>Página não encontrada</h1>
          <p>O endereço que você abriu não existe ou foi alterado.</p>
          <IonButton routerLink={ROTA_HOME_RECADOS} routerDirection="root">
            Voltar para o início
          </IonButton>
        </div>
      </IonContent>
    </IonPage>
  );
}
