import { IonIcon, IonText } from '@ionic/react';
import type { InfoModulo } from './catalogo-modulos.ts';

/** The module's icon and one line about it; the title itself is the page's heading in the header. */
export function CabecalhoModulo({ info }: { info: InfoModulo }) {
  return (
    <div className="modulo-cabecalho">
      {info.icone && <IonIcon icon={info.icone} aria-hidden="true" className="modulo-cabecalho-icone" />}
      <IonText color="medium">
        <p>{info.descricao}</p>
      </IonText>
    </div>
  );
}
