import { IonIcon, IonItem, IonLabel, IonList, useIonRouter } from '@ionic/react';
import { headerTitleForMenuClick } from '@portal/core';
import { useHeaderTitle } from '../lib/header-title.tsx';
import { useSession } from '../lib/session/session-provider.tsx';
import { IconeDoMenu } from './icone-do-menu.tsx';
import { itensDoModulo } from './itens-do-modulo.ts';

/** A page of the app that a module home offers besides the server's menu (e.g. the contact update). */
export type AtalhoFixo = { titulo: string; icone: string; rota: string };

/** The server's menu items inside one module, as large touch targets (at least 64 px high). */
export function ItensDoModulo({
  modulo,
  rotulo,
  fixos = [],
  ocultarSeVazio = false,
}: {
  modulo: string;
  rotulo: string;
  fixos?: readonly AtalhoFixo[];
  /** For pages that have content of their own besides the shortcuts. */
  ocultarSeVazio?: boolean;
}) {
  const { menus } = useSession();
  const [, setHeaderTitle] = useHeaderTitle();
  const router = useIonRouter();
  const itens = itensDoModulo(menus, modulo);
  const extras = fixos.filter((f) => !itens.some((i) => i.rota === f.rota));
  if (itens.length === 0 && extras.length === 0)
    return ocultarSeVazio ? null : (
      <p className="modulo-estado">Nenhum serviço deste módulo está disponível para o seu perfil.</p>
    );

  function abrir(evento: React.MouseEvent, rota: string, titulo: string) {
    evento.preventDefault();
    setHeaderTitle(titulo);
    router.push(rota);
  }

  return (
    <nav aria-label={rotulo}>
      <IonList className="modulo-atalhos" lines="none">
        {itens.map((item) => (
          <IonItem
            key={item.rota}
            button
            detail
            className="modulo-atalho"
            href={item.rota}
            // The same title rule as the side menu (SPEC §2), so a numbered /doc/ item keeps its title.
            onClick={(e) => abrir(e, item.rota, headerTitleForMenuClick(item.indice, item))}
          >
            <IconeDoMenu nome={item.icone} slot="start" />
            <IonLabel>{item.titulo}</IonLabel>
          </IonItem>
        ))}
        {extras.map((item) => (
          <IonItem
            key={item.rota}
            button
            detail
            className="modulo-atalho"
            href={item.rota}
            onClick={(e) => abrir(e, item.rota, '')}
          >
            <IonIcon icon={item.icone} slot="start" aria-hidden="true" />
            <IonLabel>{item.titulo}</IonLabel>
          </IonItem>
        ))}
      </IonList>
    </nav>
  );
}
