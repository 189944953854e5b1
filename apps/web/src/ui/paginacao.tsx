import { IonButton, IonIcon } from '@ionic/react';
import { chevronBackOutline, chevronForwardOutline } from 'ionicons/icons';

/** Previous/next paging for a `{ total, pagina, tamanhoPagina }` list answer; hidden for a single page. */
export function Paginacao({
  pagina,
  total,
  tamanhoPagina,
  onPagina,
}: {
  pagina: number;
  total: number;
  tamanhoPagina: number;
  onPagina: (pagina: number) => void;
}) {
  const paginas = Math.max(1, Math.ceil(total / tamanhoPagina));
  if (paginas <= 1) return null;
  return (
    <nav className="modulo-paginacao" aria-label="Paginação">
      <IonButton fill="outline" disabled={pagina <= 1} onClick={() => onPagina(pagina - 1)}>
        <IonIcon icon={chevronBackOutline} slot="start" aria-hidden="true" />
        Anterior
      </IonButton>
      <span aria-live="polite">
        Página {pagina} de {paginas}
      </span>
      <IonButton fill="outline" disabled={pagina >= paginas} onClick={() => onPagina(pagina + 1)}>
        Próxima
        <IonIcon icon={chevronForwardOutline} slot="end" aria-hidden="true" />
      </IonButton>
    </nav>
  );
}
