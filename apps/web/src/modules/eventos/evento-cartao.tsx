import { IonBadge, IonButton, IonCard, IonCardContent, IonIcon, IonText } from '@ionic/react';
import { formatDataHoraBr, formatMoedaBr } from '@portal/core';
import { cardOutline, checkmarkCircleOutline, ticketOutline } from 'ionicons/icons';
import type { Resultado } from '../../lib/api-client.ts';

export type Evento = Resultado<'eventos'>['itens'][number];

/** One event: when, where, price, seats left and the register button (or the 'Inscrito' badge). */
export function EventoCartao({
  evento,
  enviando,
  onInscrever,
  onCancelar,
}: {
  evento: Evento;
  enviando: boolean;
  onInscrever: (evento: Evento) => void;
  onCancelar: (evento: Evento) => void;
}) {
  const restantes = Math.max(0, evento.vagas - evento.inscritos);
  const comecou = Date.parse(evento.dthinicio) <= Date.now();
  return (
    <IonCard className="modulo-cartao">
      <IonCardContent>
        <div className="modulo-cartao-topo">
          <h2>{evento.titulo}</h2>
          {evento.inscrito && <IonBadge color="success">Inscrito</IonBadge>}
        </div>
        <IonText color="dark">
          <p>{evento.descricao}</p>
        </IonText>
        <div className="modulo-cartao-meta">
          <span>
            <time dateTime={evento.dthinicio}>{formatDataHoraBr(evento.dthinicio)}</time> até{' '}
            <time dateTime={evento.dthfim}>{formatDataHoraBr(evento.dthfim)}</time>
          </span>
          <span>{evento.local}</span>
          <span className="modulo-valor">{evento.valor > 0 ? formatMoedaBr(evento.valor) : 'Gratuito'}</span>
          <span>{restantes === 1 ? '1 vaga disponível' : `${restantes} vagas disponíveis`}</span>
        </div>
        <div className="modulo-acoes">
          {evento.inscrito ? (
            <>
              {/* The green is for the icon only: green text on white stays under 4.5:1. */}
              {evento.codcobranca ? (
                <>
                  <p>Sua vaga está reservada até o pagamento da inscrição.</p>
                  <IonButton routerLink={`/eventos/inscricoes/${evento.codcobranca}`}>
                    <IonIcon icon={cardOutline} slot="start" aria-hidden="true" />
                    Pagar inscrição
                  </IonButton>
                </>
              ) : (
                <p>
                  <IonIcon icon={checkmarkCircleOutline} color="success" aria-hidden="true" /> Sua inscrição
                  está confirmada.
                </p>
              )}
              {!comecou && (
                <IonButton
                  fill="outline"
                  disabled={enviando}
                  onClick={() => onCancelar(evento)}
                  aria-label={`Cancelar inscrição em ${evento.titulo}`}
                >
                  Cancelar inscrição
                </IonButton>
              )}
            </>
          ) : (
            <IonButton
              disabled={enviando || restantes === 0}
              onClick={() => onInscrever(evento)}
              aria-label={restantes === 0 ? `Esgotado: ${evento.titulo}` : `Inscrever-me em ${evento.titulo}`}
            >
              <IonIcon icon={ticketOutline} slot="start" aria-hidden="true" />
              {restantes === 0 ? 'Esgotado' : 'Inscrever-me'}
            </IonButton>
          )}
        </div>
      </IonCardContent>
    </IonCard>
  );
}
