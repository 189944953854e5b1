import { IonButton, IonCard, IonCardContent } from '@ionic/react';
import {
  formatDataBr,
  formatDataHoraBrasilia,
  type JustificativaPendente,
  MENSAGENS_FREQUENCIA,
  nomeDoHorario,
} from '@portal/core';
import { useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { decidirJustificativa, lerJustificativasPendentes } from './api/secretaria.ts';
import '../../ui/modulos.css';
import './chamada.css';

const TOPICOS_SECRETARIA = ['frequencia'] as const;

export const SEM_PENDENTES = 'Nenhuma justificativa de falta aguardando decisão.';

/** One pending justification: what the family sent, and "Aceitar" / "Recusar" (a refusal asks its reason). */
function CartaoJustificativa({ j, aoDecidir }: { j: JustificativaPendente; aoDecidir: () => void }) {
  const { toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const [recusando, setRecusando] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const idMotivo = `recusa-${j.codjustificativa}`;

  async function decidir(decisao: 'aceita' | 'recusada') {
    setAviso(null);
    const motivoRecusa = decisao === 'recusada' ? motivo.trim() : undefined;
    if (motivoRecusa === '') return setAviso(MENSAGENS_FREQUENCIA.recusaSemMotivo);
    setEnviando(true);
    try {
      const r = await enviarUmaVez(`decidir-${j.codjustificativa}`, { decisao, motivoRecusa }, (chave) =>
        decidirJustificativa(j.codjustificativa, decisao, motivoRecusa, chave),
      );
      if (!r.enviado) return;
      if (isErroV4(r.resposta)) setAviso(r.resposta.mensagem);
      else {
        toast(decisao === 'aceita' ? 'Justificativa aceita.' : 'Justificativa recusada.');
        aoDecidir();
      }
    } catch (falha) {
      setAviso(mensagemDeErro(falha));
    } finally {
      setEnviando(false);
    }
  }

  return (
    <IonCard className="modulo-cartao">
      <IonCardContent>
        <h2>{j.aluno}</h2>
        <p className="modulo-cartao-meta">
          Enviada por {j.enviadaPor} em {formatDataHoraBrasilia(j.enviadaEm)}
        </p>
        <p>{j.motivo}</p>
        <p>{j.anexo ? `Atestado: ${j.anexo}` : 'Sem atestado.'}</p>
        <ul>
          {j.faltas.map((f) => (
            <li key={`${f.data}-${f.periodo}-${f.disciplina}`}>
              {formatDataBr(f.data)} · {nomeDoHorario(f.periodo)} · {f.disciplina}
            </li>
          ))}
        </ul>
        {recusando && (
          <div className="modulo-campo frequencia-form">
            <label htmlFor={idMotivo}>Motivo da recusa</label>
            <textarea id={idMotivo} value={motivo} onChange={(e) => setMotivo(e.target.value)} />
          </div>
        )}
        {aviso && (
          <p className="modulo-campo-erro" role="alert">
            {aviso}
          </p>
        )}
        <div className="modulo-acoes">
          {!recusando && (
            <IonButton disabled={enviando} onClick={() => void decidir('aceita')}>
              Aceitar
            </IonButton>
          )}
          <IonButton
            color="danger"
            fill={recusando ? 'solid' : 'outline'}
            disabled={enviando}
            onClick={() => (recusando ? void decidir('recusada') : setRecusando(true))}
          >
            {recusando ? 'Confirmar recusa' : 'Recusar'}
          </IonButton>
          {recusando && (
            <IonButton fill="clear" disabled={enviando} onClick={() => setRecusando(false)}>
              Cancelar
            </IonButton>
          )}
        </div>
      </IonCardContent>
    </IonCard>
  );
}

/**
 * Route escola/secretaria/justificativas — the school office's pending absence justifications (issue 31), oldest
 * first, each accepted or refused in one tap (a refusal with its reason); the family is notified at once.
 */
export function JustificativasPage() {
  const { dados, carregando, erro, desatualizada, recarregar } = useCarregar(
    lerJustificativasPendentes,
    'justificativas',
    TOPICOS_SECRETARIA,
    useGuardarComo('justificativas'),
  );
  const itens = dados?.itens ?? [];
  return (
    <PageShell title="Justificativas de faltas" backHref="/escola">
      <div className="modulo-pagina">
        <EstadoLista
          carregando={carregando}
          erro={erro}
          vazio={!!dados && itens.length === 0}
          textoVazio={SEM_PENDENTES}
          aoTentarNovamente={recarregar}
          desatualizada={desatualizada}
        />
        <div className="modulo-registros">
          {itens.map((j) => (
            <CartaoJustificativa key={j.codjustificativa} j={j} aoDecidir={recarregar} />
          ))}
        </div>
      </div>
    </PageShell>
  );
}
