import { IonCard, IonCardContent } from '@ionic/react';
import { ROTULO_SITUACAO_RESERVA, textoDoHorario } from '@portal/core';
import type { ReactNode } from 'react';
import { type Reserva, textoTaxa } from './regras-area.ts';

/** One booking: area, day and time (Brasília), status, unit and who booked, fee, the síndico's reason. */
export function ReservaCartao({ reserva, children }: { reserva: Reserva; children?: ReactNode }) {
  const quando = textoDoHorario({ inicio: new Date(reserva.inicio), fim: new Date(reserva.fim) });
  return (
    <IonCard className="modulo-cartao">
      <IonCardContent>
        <div className="modulo-cartao-topo">
          <h2>{reserva.area}</h2>
          <span className="reserva-situacao">{ROTULO_SITUACAO_RESERVA[reserva.situacao]}</span>
        </div>
        <div className="modulo-cartao-meta">
          <span>{quando}</span>
          <span>
            {reserva.unidade} · reservado por {reserva.reservadoPor}
          </span>
          <span className="modulo-valor">Taxa: {textoTaxa(reserva.taxaCentavos)}</span>
          {reserva.motivo && <span>Motivo: {reserva.motivo}</span>}
        </div>
        {children && <div className="modulo-acoes">{children}</div>}
      </IonCardContent>
    </IonCard>
  );
}
