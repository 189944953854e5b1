import {
  IonAccordion,
  IonAccordionGroup,
  IonBadge,
  IonContent,
  IonIcon,
  IonItem,
  IonLabel,
  IonList,
  IonMenu,
  IonMenuToggle,
} from '@ionic/react';
import {
  headerTitleForMenuClick,
  MENSAGENS,
  MENU_ICON_DEFAULT_GROUP,
  type MenuItem,
  normalizeMenuRoute,
  ROTA_HOME_RECADOS,
  ROTA_MINHA_CONTA,
  ROTA_NOTIFICACOES,
} from '@portal/core';
import { homeOutline, logOutOutline, notificationsOutline, personCircleOutline } from 'ionicons/icons';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHeaderTitle } from '../lib/header-title.tsx';
import { consumirAbertura } from '../lib/menu-lateral.ts';
import { useNotificacoesContador } from '../lib/notificacoes-contador.tsx';
import { useSession } from '../lib/session/session-provider.tsx';
import { iconePorNome } from '../ui/icones.ts';
import { BlocoUsuario } from './bloco-usuario.tsx';

/** IonMenu menuId="main": user block, Início, the server's groups (one open at a time), Sair. */
export default function SideMenu() {
  const { menus, logout } = useSession();
  const [, setTituloCabecalho] = useHeaderTitle();
  const { naoLidas } = useNotificacoesContador();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [grupoAberto, setGrupoAberto] = useState<string | undefined>(undefined);
  // A group's items are built the first time it opens (and kept): a closed group shows none of them, and building
  // every group's items at start-up was most of the menu's cost on a slow phone (issue 12's blocking time).
  const [jaAbertos, setJaAbertos] = useState<ReadonlySet<string>>(() => new Set());
  const menu = useRef<HTMLIonMenuElement>(null);

  // Mounted by a tap on the header's button (a phone's first open): open as that tap asked, once Ionic has
  // set the menu up (its element is defined and has rendered).
  useEffect(() => {
    if (!consumirAbertura()) return;
    void customElements
      .whenDefined('ion-menu')
      .then(() => new Promise((pronto) => requestAnimationFrame(pronto)))
      .then(() => menu.current?.open())
      .catch((erro: unknown) => console.warn('O menu não abriu.', erro));
  }, []);

  function abrirItem(indice: number, item: MenuItem) {
    const rota = normalizeMenuRoute(item.rota);
    setTituloCabecalho(headerTitleForMenuClick(indice, item));
    navigate(rota);
  }

  return (
    <IonMenu ref={menu} menuId="main" contentId="main" type="overlay">
      <IonContent>
        <nav aria-label="Menu principal">
          <BlocoUsuario />
          <IonList lines="none" className="menu-lista">
            <IonMenuToggle autoHide={false}>
              <IonItem
                button
                detail={false}
                routerLink={ROTA_HOME_RECADOS}
                routerDirection="root"
                className={pathname === ROTA_HOME_RECADOS ? 'menu-ativo' : undefined}
                onClick={() => setTituloCabecalho('')}
              >
                <IonIcon aria-hidden="true" slot="start" icon={homeOutline} />
                <IonLabel>{MENSAGENS.menuInicio}</IonLabel>
              </IonItem>
              <IonItem
                button
                detail={false}
                routerLink={ROTA_NOTIFICACOES}
                className={pathname === ROTA_NOTIFICACOES ? 'menu-ativo' : undefined}
                onClick={() => setTituloCabecalho('')}
              >
                <IonIcon aria-hidden="true" slot="start" icon={notificationsOutline} />
                <IonLabel>Notificações</IonLabel>
                {naoLidas > 0 && (
                  <IonBadge slot="end" color="danger" aria-label={`${naoLidas} não lidas`}>
                    {naoLidas > 99 ? '99+' : naoLidas}
                  </IonBadge>
                )}
              </IonItem>
              <IonItem
                button
                detail={false}
                routerLink={ROTA_MINHA_CONTA}
                className={pathname === ROTA_MINHA_CONTA ? 'menu-ativo' : undefined}
                onClick={() => setTituloCabecalho('')}
              >
                <IonIcon aria-hidden="true" slot="start" icon={personCircleOutline} />
                <IonLabel>Minha conta</IonLabel>
              </IonItem>
            </IonMenuToggle>
          </IonList>
          <IonAccordionGroup
            value={grupoAberto}
            onIonChange={(e) => {
              // ionChange bubbles from nested components; only the group's own event counts.
              if (e.target !== e.currentTarget) return;
              const v = e.detail.value;
              setGrupoAberto(typeof v === 'string' ? v : undefined);
              if (typeof v === 'string' && !jaAbertos.has(v)) setJaAbertos(new Set(jaAbertos).add(v));
            }}
          >
            {menus.map((grupo, g) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's groups have no id; their position is their identity.
              <IonAccordion key={`${grupo.titulo}-${g}`} value={`grupo-${g}`} toggleIconSlot="end">
                <IonItem slot="header" lines="none">
                  <IonIcon
                    aria-hidden="true"
                    slot="start"
                    icon={iconePorNome(grupo.icone, MENU_ICON_DEFAULT_GROUP)}
                  />
                  <IonLabel>{grupo.titulo}</IonLabel>
                </IonItem>
                <IonList slot="content" lines="none" className="menu-subitens">
                  {(jaAbertos.has(`grupo-${g}`) ? grupo.menus : []).map((item, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: SPEC §2's click rule depends on the item's position.
                    <IonMenuToggle key={`${item.rota}-${i}`} autoHide={false}>
                      <IonItem
                        button
                        detail={false}
                        className={normalizeMenuRoute(item.rota) === pathname ? 'menu-ativo' : undefined}
                        onClick={() => abrirItem(i, item)}
                      >
                        <IonIcon aria-hidden="true" slot="start" icon={iconePorNome(item.icone)} />
                        <IonLabel>{item.titulo}</IonLabel>
                      </IonItem>
                    </IonMenuToggle>
                  ))}
                </IonList>
              </IonAccordion>
            ))}
          </IonAccordionGroup>
        </nav>
      </IonContent>
      {/* Not an IonFooter: a contentinfo landmark inside the menu confuses screen readers. */}
      <div className="menu-rodape">
        <IonMenuToggle autoHide={false}>
          <IonItem button detail={false} lines="none" onClick={() => void logout()}>
            <IonIcon aria-hidden="true" slot="start" icon={logOutOutline} />
            <IonLabel>{MENSAGENS.menuSair}</IonLabel>
          </IonItem>
        </IonMenuToggle>
      </div>
    </IonMenu>
  );
}
