import { IonButton, IonIcon } from '@ionic/react';
import { type RegistroModulo, rotuloDoAnexo } from '@portal/core';
import { attachOutline, barcodeOutline, copyOutline, documentTextOutline } from 'ionicons/icons';
import { copiarTexto } from '../../lib/copiar-texto.ts';
import { useAbrirAnexo } from '../../lib/use-abrir-documento.ts';
import { useFeedback } from '../../ui/feedback.tsx';

/** The actions a record offers: open its document, copy its boleto line or Pix code, open its attachment. */
export function AcoesRegistro({ registro }: { registro: RegistroModulo }) {
  const { toast } = useFeedback();
  const abrirAnexo = useAbrirAnexo();

  async function copiar(texto: string, confirmacao: string) {
    toast(
      (await copiarTexto(texto))
        ? confirmacao
        : 'Não foi possível copiar. Selecione o código e copie manualmente.',
    );
  }

  const { documento, linhaDigitavel, pixCopiaECola, anexo } = registro;
  if (!documento && !linhaDigitavel && !pixCopiaECola && !anexo) return null;
  return (
    <div className="modulo-acoes">
      {documento && (
        <IonButton fill="outline" routerLink={`/doc/${encodeURIComponent(documento)}`}>
          <IonIcon icon={documentTextOutline} slot="start" aria-hidden="true" />
          Ver documento
        </IonButton>
      )}
      {linhaDigitavel && (
        <IonButton fill="outline" onClick={() => copiar(linhaDigitavel, 'Linha digitável copiada.')}>
          <IonIcon icon={barcodeOutline} slot="start" aria-hidden="true" />
          Copiar linha digitável
        </IonButton>
      )}
      {pixCopiaECola && (
        <IonButton fill="outline" onClick={() => copiar(pixCopiaECola, 'Código Pix copiado.')}>
          <IonIcon icon={copyOutline} slot="start" aria-hidden="true" />
          Copiar código Pix
        </IonButton>
      )}
      {anexo && (
        <IonButton fill="outline" onClick={() => abrirAnexo(anexo)}>
          <IonIcon icon={attachOutline} slot="start" aria-hidden="true" />
          {rotuloDoAnexo(anexo)}
        </IonButton>
      )}
    </div>
  );
}
