import { IonIcon, IonItem, IonLabel, IonList, IonListHeader, IonNote } from '@ionic/react';
import { formatDataHoraBr, MENSAGENS, type Recado } from '@portal/core';
import { documentAttachOutline } from 'ionicons/icons';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { chamar, fetchDocumento, mensagemDeErro, operacoes } from '../lib/api-client.ts';
import { abrirArquivo } from '../lib/arquivos.ts';
import { useGuardarComo } from '../lib/use-guardar-como.ts';
import { useCarregar } from '../lib/use-paginada.ts';
import { EstadoLista } from '../ui/estado-lista.tsx';
import { useFeedback } from '../ui/feedback.tsx';
import { PageShell } from '../ui/page-shell.tsx';
import { CienciasDoRecado, CienteDoRecado } from './recado-ciente.tsx';
import { ConversaDoRecado } from './recado-conversa.tsx';

function tamanho(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

/**
 * One announcement (coddao 201) with its attachments (V3 'anexo'), its "Ciente" when it asks for one and, for its
 * author, who read and confirmed it and each family's replies; to a family, its thread with the school where the
 * recado allows replies (issue 31).
 */
export default function RecadoPage() {
  const { codrecado = '' } = useParams();
  const { alert } = useFeedback();
  const carregar = useCallback(
    () => chamar(operacoes.recado, [codrecado], undefined, { loader: false }),
    [codrecado],
  );
  const {
    dados: recado,
    carregando,
    erro,
    desatualizada,
    recarregar,
  } = useCarregar(carregar, codrecado, undefined, useGuardarComo('recado', codrecado));

  async function abrirAnexo(anexo: Recado['anexos'][number]) {
    try {
      const blob = await fetchDocumento('anexo', [anexo.codanexo]);
      abrirArquivo(
        blob,
        anexo.filename,
        anexo.filetype,
        (m) => void alert({ header: MENSAGENS.tituloAviso, message: m }),
      );
    } catch (e) {
      const mensagem = mensagemDeErro(e, MENSAGENS.falhaBuscarDocumento);
      const titulo =
        mensagem === MENSAGENS.nenhumDado ? MENSAGENS.tituloAviso : MENSAGENS.tituloErroDocumento;
      await alert({ header: titulo, message: mensagem });
    }
  }

  return (
    <PageShell title="Recado" backHref="/home/recados">
      <EstadoLista
        carregando={carregando}
        erro={erro}
        vazio={recado === null}
        icone={documentAttachOutline}
        textoVazio={MENSAGENS.nenhumDado}
        aoTentarNovamente={recarregar}
        desatualizada={desatualizada}
      >
        {recado && (
          <article className="ion-padding" aria-labelledby="titulo-recado">
            <h2 id="titulo-recado">{recado.titulo}</h2>
            <p>
              <IonNote>
                {recado.autor} · {formatDataHoraBr(recado.dthpublicacao)}
              </IonNote>
            </p>
            <p className="recado-texto">{recado.texto}</p>
            {recado.anexos.length > 0 && (
              <IonList aria-label="Anexos">
                <IonListHeader>
                  <IonLabel>Anexos</IonLabel>
                </IonListHeader>
                {recado.anexos.map((anexo) => (
                  <IonItem key={anexo.codanexo} button detail={false} onClick={() => void abrirAnexo(anexo)}>
                    <IonIcon slot="start" icon={documentAttachOutline} aria-hidden="true" />
                    <IonLabel>
                      <h3>{anexo.filename}</h3>
                      <p>{tamanho(anexo.filesize)}</p>
                    </IonLabel>
                  </IonItem>
                ))}
              </IonList>
            )}
            {/* Read again after confirming, so the copy kept for offline reading says it too. */}
            <CienteDoRecado key={recado.codrecado} recado={recado} aoConfirmar={recarregar} />
            {recado.permiteRespostas && !recado.doAutor && <ConversaDoRecado codrecado={recado.codrecado} />}
            {recado.doAutor && <CienciasDoRecado codrecado={recado.codrecado} />}
          </article>
        )}
      </EstadoLista>
    </PageShell>
  );
}
