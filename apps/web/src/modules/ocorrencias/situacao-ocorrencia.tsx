import { IonBadge } from '@ionic/react';
import { type OcorrenciaResumo, SITUACOES_OCORRENCIA } from '@portal/core';

const COR = { aberta: 'primary', em_andamento: 'tertiary', concluida: 'success' } as const;

/** The situation as a badge, and "Atrasada" beside it when it is past its category's deadline. */
export function SituacaoDaOcorrencia({ o }: { o: Pick<OcorrenciaResumo, 'situacao' | 'atrasada'> }) {
  return (
    <span className="ocorrencia-situacao">
      <IonBadge color={COR[o.situacao]}>{SITUACOES_OCORRENCIA[o.situacao]}</IonBadge>
      {o.atrasada && <IonBadge color="danger">Atrasada</IonBadge>}
    </span>
  );
}
