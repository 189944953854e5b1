import { IonCard, IonCardContent } from '@ionic/react';
import type { RegistroModulo } from '@portal/core';
import { Link } from 'react-router-dom';
import { AcoesRegistro } from './acoes-registro.tsx';
import { MetaRegistro, StatusRegistro } from './resumo-registro.tsx';

/** One record of a module list; its title leads to the record's detail. */
export function RegistroCartao({ registro, href }: { registro: RegistroModulo; href: string }) {
  return (
    <IonCard className="modulo-cartao">
      <IonCardContent>
        <div className="modulo-cartao-topo">
          <h2>
            <Link to={href}>{registro.titulo}</Link>
          </h2>
          <StatusRegistro status={registro.status} cor={registro.statusCor} />
        </div>
        <MetaRegistro registro={registro} />
        <AcoesRegistro registro={registro} />
      </IonCardContent>
    </IonCard>
  );
}
