import { IonBadge } from '@ionic/react';
import { formatDataBr, formatMoedaBr, type RegistroModulo } from '@portal/core';

const CORES = new Set(['success', 'warning', 'danger', 'medium', 'primary', 'secondary', 'tertiary']);

/** Status badge in one of Ionic's named colours (anything else falls back to 'medium'). */
export function StatusRegistro({ status, cor }: { status?: string; cor?: string }) {
  if (!status) return null;
  return <IonBadge color={cor && CORES.has(cor) ? cor : 'medium'}>{status}</IonBadge>;
}

/** Date (pt-BR) and amount (R$) of a record. */
export function MetaRegistro({ registro }: { registro: RegistroModulo }) {
  if (!registro.data && registro.valor === undefined && !registro.subtitulo) return null;
  return (
    <div className="modulo-cartao-meta">
      {registro.subtitulo && <span>{registro.subtitulo}</span>}
      {registro.data && <time dateTime={registro.data}>{formatDataBr(registro.data)}</time>}
      {registro.valor !== undefined && <span className="modulo-valor">{formatMoedaBr(registro.valor)}</span>}
    </div>
  );
}
