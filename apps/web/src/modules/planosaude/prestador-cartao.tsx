import { IonCard, IonCardContent, IonIcon } from '@ionic/react';
import { formatCep, type PrestadorGuia, stripNonDigits } from '@portal/core';
import { callOutline, mapOutline } from 'ionicons/icons';
import { isNativa } from '../../platform/plataforma.ts';

/**
 * Where a tel: link opens. On the web it leaves the app's own page alone (issue 10: the menu button went dead).
 * Followed in the app's own tab, tel: starts a navigation of the page (beforeunload fires) that Chromium hands
 * to its external-protocol handler and then aborts; from then on the tab gets no pointer or key input at all —
 * no pointerdown, no click, no keydown reaches the document, although the page, Ionic's menu and a script's
 * element.click() still work. Not an Ionic or router state: the page never learns of it. Opening tel: beside
 * the app keeps the app's tab out of it. Native shells hand tel: to the dialer themselves.
 */
export function alvoTelefone(): { target?: '_blank'; rel?: string } {
  return isNativa() ? {} : { target: '_blank', rel: 'noopener noreferrer' };
}

/** The OpenStreetMap page centred on a provider. */
export function linkMapa(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** One provider of the medical guide: address, a tel: link and a map link. */
export function PrestadorCartao({ prestador }: { prestador: PrestadorGuia }) {
  const digitos = stripNonDigits(prestador.telefone);
  return (
    <IonCard className="modulo-cartao">
      <IonCardContent>
        <h2>{prestador.nome}</h2>
        <p className="modulo-valor">{prestador.especialidade}</p>
        <address>
          {prestador.endereco} – {prestador.bairro}
          <br />
          {prestador.cidade}/{prestador.uf} – CEP {formatCep(prestador.cep)}
        </address>
        <div className="modulo-acoes">
          {digitos && (
            <a className="modulo-link-acao" href={`tel:+55${digitos}`} {...alvoTelefone()}>
              <IonIcon icon={callOutline} aria-hidden="true" /> {prestador.telefone}
            </a>
          )}
          <a
            className="modulo-link-acao"
            href={linkMapa(prestador.latitude, prestador.longitude)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <IonIcon icon={mapOutline} aria-hidden="true" /> Ver no mapa
            <span className="modulo-visualmente-oculto"> (abre em nova aba)</span>
          </a>
        </div>
      </IonCardContent>
    </IonCard>
  );
}
