import { IonInfiniteScroll, IonInfiniteScrollContent, IonRefresher, IonRefresherContent } from '@ionic/react';
import { MENSAGENS } from '@portal/core';
import { useDepoisDaPintura } from '../lib/depois-da-pintura.ts';

/**
 * Pull to refresh for a list page (PageShell's `fixed` slot); `recarregar` may refresh more than the list. Like
 * the infinite scroll below, it mounts once the page has painted: neither is seen in the first frame, and their
 * seven Ionic elements were a good part of the home's first commit on a slow phone (issue 12).
 */
export function PuxarParaAtualizar({ recarregar }: { recarregar: () => Promise<unknown> }) {
  const montado = useDepoisDaPintura();
  if (!montado) return null;
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
  const montado = useDepoisDaPintura();
  if (!montado) return null;
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
