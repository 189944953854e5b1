import { IonBadge } from '@ionic/react';
import type { CobrancaResumo } from '@portal/core';

const COR: Record<CobrancaResumo['situacao'], string> = {
  aberto: 'warning',
  vencido: 'danger',
  pago: 'success',
  cancelado: 'medium',
};

/** The charge's status badge ('Em aberto', 'Vencido', 'Pago', 'Cancelado'), coloured by situation. */
export function SituacaoCobranca({ cobranca }: { cobranca: Pick<CobrancaResumo, 'situacao' | 'status'> }) {
  return <IonBadge color={COR[cobranca.situacao]}>{cobranca.status}</IonBadge>;
}

/** Charges still to pay (the screen polls and shows the codes only for these); a receivable is its customer's. */
export const pagavel = (c: Pick<CobrancaResumo, 'situacao' | 'aReceber'>) =>
  !c.aReceber && (c.situacao === 'aberto' || c.situacao === 'vencido');
