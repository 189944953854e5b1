import { IonButton, IonIcon } from '@ionic/react';
import { printOutline } from 'ionicons/icons';
import { HtmlSeguro } from '../../ui/html-seguro-view.tsx';

/** A server HTML document, sanitised, with a button for the printable view (print stylesheet in modulos.css). */
export function DocumentoView({ titulo, html }: { titulo: string; html: string }) {
  return (
    // The server's HTML brings its own headings; the article is named after the document for screen readers.
    <article className="modulo-documento" aria-label={titulo}>
      <div className="modulo-documento-acoes">
        <IonButton className="modulo-nao-imprimir" fill="outline" onClick={() => window.print()}>
          <IonIcon icon={printOutline} slot="start" aria-hidden="true" />
          Imprimir
        </IonButton>
      </div>
      <HtmlSeguro html={html} className="modulo-html" />
    </article>
  );
}
