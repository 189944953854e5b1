import { IonCard, IonIcon } from '@ionic/react';
import { formatCep, type PrestadorGuia, stripNonDigits } from '@portal/core';
import { callOutline, mapOutline } from 'ionicons/icons';
import { IonCardContent } from '../../ui/ionic/ion-card-content.ts';

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
            <a className="modulo-link-acao" href={`tel:+55${digitos}`}>
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
