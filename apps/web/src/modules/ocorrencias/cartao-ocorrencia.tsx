import { IonCard, IonCardContent } from '@ionic/react';
import { formatDataHoraBrasilia, type OcorrenciaResumo, rotuloCategoriaOcorrencia } from '@portal/core';
import { Link } from 'react-router-dom';
import { SituacaoDaOcorrencia } from './situacao-ocorrencia.tsx';

/** One request in a list: its category and unit, its situation, when it was opened and its deadline. */
export function CartaoOcorrencia({ o, href }: { o: OcorrenciaResumo; href: string }) {
  return (
    <IonCard className="modulo-cartao">
      <IonCardContent>
        <div className="modulo-cartao-topo">
          <h2>
            <Link to={href}>
              {rotuloCategoriaOcorrencia(o.categoria)} · {o.unidade}
            </Link>
          </h2>
          <SituacaoDaOcorrencia o={o} />
        </div>
        <p className="ocorrencia-descricao">{o.descricao}</p>
        <div className="modulo-cartao-meta">
          <span>
            Aberta por {o.autor} em {formatDataHoraBrasilia(o.criadaEm)}
          </span>
          {o.situacao === 'concluida' && o.concluidaEm ? (
            <span>Concluída em {formatDataHoraBrasilia(o.concluidaEm)}</span>
          ) : (
            <span>Prazo: {formatDataHoraBrasilia(o.prazo)}</span>
          )}
          {o.fotos > 0 && <span>{o.fotos === 1 ? '1 foto' : `${o.fotos} fotos`}</span>}
          {o.nota !== null && <span>Avaliação: {o.nota} de 5</span>}
        </div>
      </IonCardContent>
    </IonCard>
  );
}
