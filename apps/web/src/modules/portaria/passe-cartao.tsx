import { IonBadge, IonButton, IonCard, IonCardContent } from '@ionic/react';
import {
  descreverValidade,
  formatCodigoPasse,
  formatDataHoraBrasilia,
  ROTULO_TIPO_VISITA,
  type SituacaoPasse,
  type Visita,
} from '@portal/core';
import { useState } from 'react';
import { useFeedback } from '../../ui/feedback.tsx';
import { compartilharPasse, linkEmail, linkWhatsApp, mensagemDoPasse } from './compartilhar-passe.ts';
import { QrPasse } from './qr-passe.tsx';

/** The resident's word for a pass's state today. */
const ROTULO_SITUACAO: Readonly<Record<SituacaoPasse, string>> = {
  valido: 'Válido agora',
  fora_do_horario: 'Válido hoje, fora do horário',
  nao_hoje: 'Agendado',
  expirado: 'Expirado',
  revogado: 'Revogado',
  forjado: 'Inválido',
  desconhecido: 'Inválido',
};
const COR_SITUACAO: Readonly<Record<SituacaoPasse, string>> = {
  valido: 'success',
  fora_do_horario: 'warning',
  nao_hoje: 'primary',
  expirado: 'medium',
  revogado: 'danger',
  forjado: 'danger',
  desconhecido: 'danger',
};

/**
 * One pass: who, when, its state; opened, the QR code and short code to send (share sheet, else WhatsApp, e-mail
 * or copy) and "Revogar" while it can still be used.
 */
export function PasseCartao({
  visita: v,
  condominio,
  aberto,
  aoAbrir,
  aoRevogar,
  revogando,
}: {
  visita: Visita;
  condominio: string;
  aberto: boolean;
  aoAbrir: () => void;
  aoRevogar: () => void;
  revogando: boolean;
}) {
  const { toast } = useFeedback();
  // Without the share sheet (most desktops), the other ways show at once.
  const temShare = typeof navigator.share === 'function';
  const [outrasFormas, setOutrasFormas] = useState(!temShare);
  const usavel = v.situacao !== 'revogado' && v.situacao !== 'expirado';
  const texto = mensagemDoPasse(v, condominio);
  const idTitulo = `passe-${v.codautorizacao}`;

  async function compartilhar() {
    const r = await compartilharPasse(v, texto);
    if (r === 'indisponivel') setOutrasFormas(true);
  }
  async function copiar() {
    try {
      await navigator.clipboard.writeText(texto);
      toast('Mensagem copiada.');
    } catch {
      setOutrasFormas(true);
    }
  }

  return (
    <IonCard className="modulo-cartao passe-cartao" aria-labelledby={idTitulo}>
      <IonCardContent>
        <div className="modulo-cartao-topo">
          <h2 id={idTitulo}>{v.nome}</h2>
          <IonBadge color={COR_SITUACAO[v.situacao]}>{ROTULO_SITUACAO[v.situacao]}</IonBadge>
        </div>
        <p className="modulo-cartao-meta">
          {ROTULO_TIPO_VISITA[v.tipo]} · {v.unidade}
        </p>
        <p>{descreverValidade(v)}</p>
        <dl className="modulo-detalhes">
          {v.documento && (
            <>
              <dt>Documento</dt>
              <dd>{v.documento}</dd>
            </>
          )}
          {v.placa && (
            <>
              <dt>Placa</dt>
              <dd>{v.placa}</dd>
            </>
          )}
          <dt>Código</dt>
          <dd className="passe-codigo">{formatCodigoPasse(v.codigo)}</dd>
          <dt>Autorizado por</dt>
          <dd>{v.autorizadaPor}</dd>
          {v.revogadaEm && (
            <>
              <dt>Revogado em</dt>
              <dd>{formatDataHoraBrasilia(v.revogadaEm)}</dd>
            </>
          )}
        </dl>
        {usavel && (
          <div className="modulo-acoes">
            <IonButton fill="outline" onClick={aoAbrir} aria-expanded={aberto}>
              {aberto ? 'Ocultar passe' : 'Ver passe'}
            </IonButton>
            <IonButton fill="outline" color="danger" onClick={aoRevogar} disabled={revogando}>
              Revogar
            </IonButton>
          </div>
        )}
        {usavel && aberto && (
          <section id={`${idTitulo}-qr`} className="passe-aberto" aria-label={`Passe de ${v.nome}`}>
            <QrPasse texto={v.qr} rotulo={`QR Code do passe de ${v.nome}`} />
            <p className="passe-codigo-grande">{formatCodigoPasse(v.codigo)}</p>
            <div className="modulo-acoes">
              {temShare && <IonButton onClick={() => void compartilhar()}>Compartilhar</IonButton>}
              <IonButton fill="outline" onClick={() => void copiar()}>
                Copiar mensagem
              </IonButton>
            </div>
            {outrasFormas && (
              <p className="passe-outras">
                Envie por{' '}
                <a href={linkWhatsApp(texto)} target="_blank" rel="noopener noreferrer">
                  WhatsApp
                </a>{' '}
                ou <a href={linkEmail(texto)}>e-mail</a>.
              </p>
            )}
          </section>
        )}
      </IonCardContent>
    </IonCard>
  );
}
