import { IonButton, IonIcon } from '@ionic/react';
import { printOutline } from 'ionicons/icons';
import { HtmlSeguro } from '../comum/html-seguro-view.tsx';

/** A server HTML document, sanitised, with a button for the printable view (print stylesheet in modulos.css). */
export function DocumentoView({ titulo, html }: { titulo: string; html: string }) {
  return (
    <article className="modulo-documento">
      <div className="modulo-cartao-topo">
        <IonButton className="modulo-nao-imprimir" fill="outline" onClick={() => window.print()}>
          <IonIcon icon={printOutline} slot="start" aria-hidden="true" />
          Imprimir
        </IonButton>
      </div>
      <HtmlSeguro html={html} className="modulo-html" />
    </article>
  );
}
