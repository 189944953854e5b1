import { IonButton, IonIcon, IonItem, IonLabel, IonList } from '@ionic/react';
import { type Anexo, LIMITES_ANEXO, MENSAGENS } from '@portal/core';
import { attachOutline, cameraOutline, trashOutline } from 'ionicons/icons';
import { useId, useRef } from 'react';
import {
  ACEITOS_ANEXO,
  anexoDoArquivo,
  motivoRecusaAnexo,
  TEXTO_LIMITES_ANEXO,
  tamanhoLegivel,
} from './anexos.ts';
import { useFeedback } from './feedback.tsx';

/**
 * Attachments from a file or the camera. The limits are stated before the user picks anything; a file over
 * them is refused with an alert and never read.
 */
export function AnexosCampo({ anexos, onAnexos }: { anexos: Anexo[]; onAnexos: (a: Anexo[]) => void }) {
  const { alert } = useFeedback();
  const idLimites = useId();
  const arquivoRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);

  async function receber(lista: FileList | null, input: HTMLInputElement | null) {
    const arquivos = Array.from(lista ?? []);
    if (input) input.value = '';
    const novos: Anexo[] = [];
    for (const arquivo of arquivos) {
      const motivo = motivoRecusaAnexo(arquivo, anexos.length + novos.length);
      if (motivo) {
        await alert({ header: MENSAGENS.tituloAviso, message: motivo });
        continue;
      }
      try {
        novos.push(await anexoDoArquivo(arquivo));
      } catch {
        await alert({
          header: MENSAGENS.tituloErro,
          message: `Não foi possível ler o arquivo "${arquivo.name}".`,
        });
      }
    }
    if (novos.length > 0) onAnexos([...anexos, ...novos]);
  }

  const cheio = anexos.length >= LIMITES_ANEXO.maxArquivos;
  return (
    <fieldset aria-describedby={idLimites}>
      <legend>Anexos</legend>
      <p id={idLimites} className="modulo-campo-ajuda">
        {TEXTO_LIMITES_ANEXO}
      </p>
      <input
        ref={arquivoRef}
        type="file"
        accept={ACEITOS_ANEXO}
        multiple
        hidden
        aria-label="Escolher arquivo"
        data-testid="anexo-arquivo"
        onChange={(e) => void receber(e.currentTarget.files, e.currentTarget)}
      />
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label="Tirar foto"
        data-testid="anexo-camera"
        onChange={(e) => void receber(e.currentTarget.files, e.currentTarget)}
      />
      <div className="modulo-acoes">
        <IonButton fill="outline" disabled={cheio} onClick={() => arquivoRef.current?.click()}>
          <IonIcon icon={attachOutline} slot="start" aria-hidden="true" />
          Escolher arquivo
        </IonButton>
        <IonButton fill="outline" disabled={cheio} onClick={() => cameraRef.current?.click()}>
          <IonIcon icon={cameraOutline} slot="start" aria-hidden="true" />
          Tirar foto
        </IonButton>
      </div>
      {anexos.length > 0 && (
        <IonList lines="full">
          {anexos.map((a, i) => (
            <IonItem key={`${a.filename}-${a.dthcriacao}-${a.filesize}`}>
              <IonLabel>
                <h3>{a.filename}</h3>
                <p>{tamanhoLegivel(a.filesize)}</p>
              </IonLabel>
              <IonButton
                slot="end"
                fill="clear"
                color="danger"
                onClick={() => onAnexos(anexos.filter((_, j) => j !== i))}
                aria-label={`Remover anexo ${a.filename}`}
              >
                <IonIcon icon={trashOutline} slot="icon-only" aria-hidden="true" />
              </IonButton>
            </IonItem>
          ))}
        </IonList>
      )}
    </fieldset>
  );
}
