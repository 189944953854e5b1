import { IonInfiniteScroll, IonInfiniteScrollContent, IonRefresher, IonRefresherContent } from '@ionic/react';
import { MENSAGENS } from '@portal/core';

/** Pull to refresh for a list page (PageShell's `fixed` slot); `recarregar` may refresh more than the list. */
export function PuxarParaAtualizar({ recarregar }: { recarregar: () => Promise<unknown> }) {
  return (
    <IonRefresher
      slot="fixed"
      onIonRefresh={(e) => {
        void recarregar().finally(() => e.detail.complete());
      }}
    >
      <IonRefresherContent pullingText="Puxe para atualizar" refreshingText={MENSAGENS.atualizando} />
    </IonRefresher>
  );
}

/** Infinite scroll that asks for the next page while the server has one. */
export function CarregarMais({
  temMais,
  proxima,
  texto,
}: {
  temMais: boolean;
  proxima: () => Promise<unknown>;
  texto: string;
}) {
  return (
    <IonInfiniteScroll
      disabled={!temMais}
      onIonInfinite={(e) => {
        void proxima().finally(() => e.target.complete());
      }}
    >
      <IonInfiniteScrollContent loadingText={texto} />
    </IonInfiniteScroll>
  );
}
