import { IonContent, IonPage, useIonRouter, useIonViewDidEnter } from '@ionic/react';
import { ROTA_LOGIN, ROTA_NOTIFICACOES } from '@portal/core';
import { arrowBackOutline, menuSharp, notificationsOutline } from 'ionicons/icons';
import { type ReactNode, type RefObject, useRef } from 'react';
import { useHeaderTitle } from '../lib/header-title.tsx';
import { abrirMenu } from '../lib/menu-lateral.ts';
import { useNotificacoesContador } from '../lib/notificacoes-contador.tsx';
import { useSession } from '../lib/session/session-provider.tsx';
import { focarTituloDaPagina } from './foco-da-pagina.ts';
import { Icone } from './icone.tsx';
import { LinkApp } from './link-app.tsx';

export interface PageShellProps {
  title: string;
  backHref?: string;
  /** Direct children of IonContent that must not sit inside the centred wrapper (IonRefresher). */
  fixed?: ReactNode;
  children: ReactNode;
}

/** Back within the app's history, else to `href` (a page opened directly). */
function BotaoVoltar({ href }: { href: string }) {
  const router = useIonRouter();
  return (
    <button
      type="button"
      className="botao-barra"
      aria-label="Voltar"
      onClick={() => (router.canGoBack() ? router.goBack() : router.push(href, 'back', 'replace'))}
    >
      <Icone icone={arrowBackOutline} />
    </button>
  );
}

/**
 * Opens the side menu (mounting it first, on a phone: lib/menu-lateral.ts). Hidden by CSS where the split pane
 * shows the menu beside the page, as Ionic's menu button hides itself.
 */
function BotaoMenu() {
  return (
    <button type="button" className="botao-barra botao-menu" aria-label="Abrir menu" onClick={abrirMenu}>
      <Icone icone={menuSharp} />
    </button>
  );
}

function rotuloNotificacoes(n: number): string {
  if (n === 0) return 'Notificações';
  return n === 1 ? 'Notificações, 1 não lida' : `Notificações, ${n} não lidas`;
}

/**
 * A page of the shell: header with menu (or back) button, title, notification bell with badge, content. The
 * header is plain HTML laid out as Ionic's md toolbar: its dozen Ionic elements were a third of the home's
 * first commit on a slow phone (issue 12).
 */
export function PageShell(props: PageShellProps) {
  const titulo = useRef<HTMLHeadingElement>(null);
  // Once the page has entered (its transition over), the focus moves to its title (ui/foco-da-pagina.ts).
  useIonViewDidEnter(() => focarTituloDaPagina(titulo.current));
  return (
    <IonPage>
      <CorpoDaPagina {...props} tituloRef={titulo} />
    </IonPage>
  );
}

/**
 * PageShell's header and content without the IonPage: for what stands in a page's place without registering
 * with the router as that page (a route's error, app/limite-da-rota.tsx), so the real page, once it renders,
 * enters as a first visit does.
 */
export function CorpoDaPagina({
  title,
  backHref,
  fixed,
  children,
  tituloRef,
}: PageShellProps & { tituloRef?: RefObject<HTMLHeadingElement | null> }) {
  const [tituloMenu] = useHeaderTitle();
  const { loggedIn } = useSession();
  const { naoLidas } = useNotificacoesContador();
  return (
    <>
      <header className="cabecalho-pagina">
        <div className="barra-pagina">
          {backHref ? <BotaoVoltar href={backHref} /> : loggedIn && <BotaoMenu />}
          <h1 ref={tituloRef} className="titulo-pagina">
            {tituloMenu || title}
          </h1>
          {/* A public page opened logged out is no dead end (issue 10): the way in is in the header. */}
          {!loggedIn && (
            <LinkApp routerLink={ROTA_LOGIN} routerDirection="root" className="botao-entrar">
              Entrar
            </LinkApp>
          )}
          {loggedIn && (
            <LinkApp
              routerLink={ROTA_NOTIFICACOES}
              routerDirection="forward"
              className="botao-barra"
              aria-label={rotuloNotificacoes(naoLidas)}
            >
              <Icone icone={notificationsOutline} />
              {naoLidas > 0 && (
                <span className="badge-sino" aria-hidden="true">
                  {naoLidas > 99 ? '99+' : naoLidas}
                </span>
              )}
            </LinkApp>
          )}
        </div>
      </header>
      <IonContent>
        {fixed}
        {/* IonContent is the main landmark (role="main"); this only centres the content. */}
        <div className="conteudo-pagina">{children}</div>
      </IonContent>
    </>
  );
}
