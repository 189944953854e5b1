import { IonButton, IonIcon } from '@ionic/react';
import { mascaras } from '@portal/core';
import { addOutline, trashOutline } from 'ionicons/icons';
import { CampoTexto } from './campo-texto.tsx';

export const MAX_TELEFONES = 5;

/** The editable list of phones (with area code), one to five. */
export function TelefonesCampo({
  telefones,
  onTelefones,
}: {
  telefones: string[];
  onTelefones: (t: string[]) => void;
}) {
  return (
    <fieldset>
      <legend>Telefones</legend>
      <div className="modulo-formulario-grade">
        {telefones.map((tel, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: phones have no identity besides their position.
          <div key={i} className="modulo-telefone-linha">
            <CampoTexto
              rotulo={telefones.length > 1 ? `Telefone ${i + 1} com DDD` : 'Telefone com DDD'}
              valor={tel}
              onValor={(v) => onTelefones(telefones.map((t, j) => (j === i ? v : t)))}
              mascara={mascaras.telefone}
              tipo="tel"
              inputMode="tel"
              autoComplete={i === 0 ? 'tel-national' : 'off'}
              placeholder="(00) 00000-0000"
              obrigatorio={i === 0}
            />
            {telefones.length > 1 && (
              <IonButton
                fill="clear"
                color="danger"
                onClick={() => onTelefones(telefones.filter((_, j) => j !== i))}
                aria-label={`Remover telefone ${i + 1}`}
              >
                <IonIcon icon={trashOutline} slot="icon-only" aria-hidden="true" />
              </IonButton>
            )}
          </div>
        ))}
      </div>
      {telefones.length < MAX_TELEFONES && (
        <IonButton fill="outline" onClick={() => onTelefones([...telefones, ''])}>
          <IonIcon icon={addOutline} slot="start" aria-hidden="true" />
          Adicionar telefone
        </IonButton>
      )}
    </fieldset>
  );
}
