import { IonButton, IonItem, IonLabel, IonList, IonSpinner } from '@ionic/react';
import { type Ciente, MENSAGENS, type Recado, situacaoDoDestinatario, textoCiente } from '@portal/core';
import { useCallback, useState } from 'react';
import { chamar, isErroV4, mensagemDeErro, operacoes } from '../lib/api-client.ts';
import { useEnvioUnico } from '../lib/use-envio-unico.ts';
import { useCarregar } from '../lib/use-paginada.ts';
import { useFeedback } from '../ui/feedback.tsx';
import { ConversaDoRecado } from './recado-conversa.tsx';

/**
 * "Ciente" on a recado that asks for it (issue 31, coddao 205): the button until the person confirms, then when
 * they did, on Brasília's clock; never a way back. The confirmation is idempotent: a second tap while the first
 * runs is dropped, and a retry after a lost answer carries the same key.
 */
export function CienteDoRecado({ recado, aoConfirmar }: { recado: Recado; aoConfirmar: () => void }) {
  const { alert } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const [enviando, setEnviando] = useState(false);
  // The answer shows at once, before the recado is read again.
  const [confirmado, setConfirmado] = useState<Ciente | null>(null);
  const ciente = confirmado ?? recado.ciente;

  if (!recado.pedeCiencia || recado.doAutor) return null;
  if (ciente) {
    return (
      <p className="recado-ciente" role="status">
        <strong>{textoCiente(ciente.em)}</strong>
      </p>
    );
  }

  async function confirmar() {
    setEnviando(true);
    try {
      const envio = await enviarUmaVez(`ciente-${recado.codrecado}`, null, (idempotencyKey) =>
        chamar(operacoes.confirmarCiente, [recado.codrecado], undefined, { idempotencyKey, loader: false }),
      );
      if (!envio.enviado) return;
      const resposta = envio.resposta;
      if (isErroV4(resposta)) {
        await alert({ header: MENSAGENS.tituloAviso, message: resposta.mensagem });
        return;
      }
      setConfirmado({ em: resposta.em, dispositivo: resposta.dispositivo });
      aoConfirmar();
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    } finally {
      setEnviando(false);
    }
  }

  return (
    <section className="recado-ciente" aria-labelledby={`ciente-${recado.codrecado}`}>
      <p id={`ciente-${recado.codrecado}`}>Este recado pede que você confirme que está ciente.</p>
      <IonButton onClick={() => void confirmar()} disabled={enviando} aria-busy={enviando}>
        {enviando && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
        Ciente
      </IonButton>
    </section>
  );
}

/**
 * The author's view of a recado they wrote (coddao 206): each recipient, their students the recado concerns,
 * whether they read it and, when it asks for it, when they confirmed; and, where it allows replies, each family's
 * thread (issue 31), opened under its row.
 */
export function CienciasDoRecado({ codrecado }: { codrecado: number }) {
  const carregar = useCallback(
    () => chamar(operacoes.cienciasRecado, [codrecado], undefined, { loader: false }),
    [codrecado],
  );
  const { dados, carregando, erro } = useCarregar(carregar, `ciencias-${codrecado}`, ['recados']);
  const [aberta, setAberta] = useState<number | null>(null);
  if (!dados) {
    if (erro) return <p role="alert">{erro}</p>;
    return carregando ? (
      <p role="status">
        <IonSpinner name="crescent" aria-hidden="true" /> {MENSAGENS.aguarde}
      </p>
    ) : null;
  }
  const { destinatarios, pedeCiencia, permiteRespostas } = dados;
  const lidos = destinatarios.filter((d) => d.lido).length;
  const cientes = destinatarios.filter((d) => d.ciente).length;
  const resumo = pedeCiencia
    ? `${lidos} de ${destinatarios.length} leram · ${cientes} de ${destinatarios.length} confirmaram ciência`
    : `${lidos} de ${destinatarios.length} leram`;
  // The open thread goes under the list, not inside it: a list holds only its items (axe: aria-required-children).
  return (
    <>
      {/* The heading stands before the list: a list holds only its items (axe: aria-required-children). */}
      <div className="recado-destinatarios">
        <h3>Destinatários</h3>
        <p>{resumo}</p>
      </div>
      <IonList aria-label="Destinatários">
        {destinatarios.length === 0 && (
          <IonItem>
            <IonLabel>{MENSAGENS.nenhumDado}</IonLabel>
          </IonItem>
        )}
        {destinatarios.map((d) => (
          <IonItem key={d.codpessoa}>
            <IonLabel className="ion-text-wrap">
              <h3>{d.nome}</h3>
              {d.alunos.length > 0 && <p>{d.alunos.join(', ')}</p>}
              <p className="recado-situacao">{situacaoDoDestinatario(d, pedeCiencia)}</p>
            </IonLabel>
            {(permiteRespostas || (d.respostas ?? 0) > 0) && (
              <IonButton
                slot="end"
                fill="outline"
                size="small"
                aria-expanded={aberta === d.codpessoa ? 'true' : 'false'}
                onClick={() => setAberta(aberta === d.codpessoa ? null : d.codpessoa)}
              >
                {(d.respostas ?? 0) > 0 ? 'Ver conversa' : 'Escrever'}
                <span className="sr-only"> com {d.nome}</span>
              </IonButton>
            )}
          </IonItem>
        ))}
      </IonList>
      {aberta !== null && <ConversaDoRecado key={aberta} codrecado={codrecado} codfamilia={aberta} />}
    </>
  );
}
