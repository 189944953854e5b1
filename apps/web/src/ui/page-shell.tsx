import {
  IonBadge,
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonMenuButton,
  IonPage,
  IonTitle,
  IonToolbar,
  useIonRouter,
} from '@ionic/react';
import { ROTA_LOGIN, ROTA_NOTIFICACOES } from '@portal/core';
import { arrowBackOutline, menuSharp, notificationsOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useHeaderTitle } from '../lib/header-title.tsx';
import { abrirMenu, useMenuPedido, useTelaLarga } from '../lib/menu-lateral.ts';
import { useNotificacoesContador } from '../lib/notificacoes-contador.tsx';
import { useSession } from '../lib/session/session-provider.tsx';

export interface PageShellProps {
  title: string;
  backHref?: string;
  /** Content fixed above the scrolling area (e.g. a search bar). */
  toolbar?: ReactNode;
  /** Direct children of IonContent that must not sit inside the centred wrapper (IonRefresher). */
  fixed?: ReactNode;
  children: ReactNode;
}

/** Back within the app's history, else to `href` (a page opened directly). */
function BotaoVoltar({ href }: { href: string }) {
  const router = useIonRouter();
  return (
    <IonButton
      aria-label="Voltar"
      onClick={() => (router.canGoBack() ? router.goBack() : router.push(href, 'back', 'replace'))}
    >
      <IonIcon slot="icon-only" icon={arrowBackOutline} aria-hidden="true" />
    </IonButton>
  );
}

/**
 * Ionic's menu button once the menu exists (it hides itself where the split pane shows the menu); before that,
 * on a phone, a button like it that mounts the menu and opens it (lib/menu-lateral.ts).
 */
function BotaoMenu() {
  const pedido = useMenuPedido();
  const largo = useTelaLarga();
  if (pedido || largo) return <IonMenuButton menu="main" aria-label="Abrir menu" />;
  return (
    <IonButton aria-label="Abrir menu" onClick={abrirMenu}>
      <IonIcon slot="icon-only" icon={menuSharp} aria-hidden="true" />
    </IonButton>
  );
}

function rotuloNotificacoes(n: number): string {
  if (n === 0) return 'Notificações';
  return n === 1 ? 'Notificações, 1 não lida' : `Notificações, ${n} não lidas`;
}

/** A page of the shell: header with menu (or back) button, title, notification bell with badge, content. */
export function PageShell({ title, backHref, toolbar, fixed, children }: PageShellProps) {
  const [tituloMenu] = useHeaderTitle();
  const { loggedIn } = useSession();
  const { naoLidas } = useNotificacoesContador();
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar color="primary">
          <IonButtons slot="start">
            {backHref ? <BotaoVoltar href={backHref} /> : loggedIn && <BotaoMenu />}
          </IonButtons>
          <IonTitle>
            <h1 className="titulo-pagina">{tituloMenu || title}</h1>
          </IonTitle>
          {/* A public page opened logged out is no dead end (issue 10): the way in is in the header. */}
          {!loggedIn && (
            <IonButtons slot="end">
              <IonButton
                routerLink={ROTA_LOGIN}
                routerDirection="root"
                fill="solid"
                color="light"
                className="botao-entrar"
              >
                Entrar
              </IonButton>
            </IonButtons>
          )}
          {loggedIn && (
            <IonButtons slot="end">
              <IonButton routerLink={ROTA_NOTIFICACOES} aria-label={rotuloNotificacoes(naoLidas)}>
                <IonIcon slot="icon-only" icon={notificationsOutline} aria-hidden="true" />
                {naoLidas > 0 && (
                  <IonBadge color="danger" className="badge-sino" aria-hidden="true">
                    {naoLidas > 99 ? '99+' : naoLidas}
                  </IonBadge>
                )}
              </IonButton>
            </IonButtons>
          )}
        </IonToolbar>
        {toolbar}
      </IonHeader>
      <IonContent>
        {fixed}
        {/* IonContent is the main landmark (role="main"); this only centres the content. */}
        <div className="conteudo-pagina">{children}</div>
      </IonContent>
    </IonPage>
  );
}
