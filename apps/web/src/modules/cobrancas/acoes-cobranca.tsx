import { IonButton, IonIcon } from '@ionic/react';
import type { CobrancaResumo } from '@portal/core';
import { barcodeOutline, documentTextOutline, receiptOutline } from 'ionicons/icons';
import { copiarTexto } from '../../lib/copiar-texto.ts';
import { useAbrirAnexo } from '../../lib/use-abrir-documento.ts';
import { useFeedback } from '../../ui/feedback.tsx';

/** What a charge offers from the list: copy its line (digits only) while payable, its slip or its receipt. */
export function AcoesCobranca({ cobranca }: { cobranca: CobrancaResumo }) {
  const { toast } = useFeedback();
  const abrirAnexo = useAbrirAnexo();
  const paga = cobranca.situacao === 'pago';
  const { linhaDigitavel } = cobranca;
  return (
    <div className="modulo-acoes">
      {linhaDigitavel && (
        <IonButton
          fill="outline"
          onClick={async () =>
            toast(
              (await copiarTexto(linhaDigitavel))
                ? 'Linha digitável copiada.'
                : 'Não foi possível copiar. Selecione o código e copie manualmente.',
            )
          }
        >
          <IonIcon icon={barcodeOutline} slot="start" aria-hidden="true" />
          Copiar linha digitável
        </IonButton>
      )}
      {cobranca.situacao !== 'cancelado' && (
        <IonButton
          fill="outline"
          onClick={() => abrirAnexo({ ...cobranca.documento, filetype: 'application/pdf' })}
        >
          <IonIcon icon={paga ? receiptOutline : documentTextOutline} slot="start" aria-hidden="true" />
          {paga ? 'Ver comprovante' : 'Ver boleto'}
        </IonButton>
      )}
    </div>
  );
}
