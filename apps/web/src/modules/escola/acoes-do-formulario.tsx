import { IonButton, IonSpinner } from '@ionic/react';
import type { ReactNode } from 'react';

/**
 * The foot of a school form: the answer's message (an alert, read at once) and the submit button, busy while the
 * write runs; `children` adds buttons beside it.
 */
export function AcoesDoFormulario({
  aviso,
  enviando,
  rotulo,
  children,
}: {
  aviso: string | null;
  enviando: boolean;
  rotulo: string;
  children?: ReactNode;
}) {
  return (
    <>
      {aviso && (
        <p role="alert" className="modulo-campo-erro">
          {aviso}
        </p>
      )}
      <div className="modulo-acoes">
        <IonButton type="submit" disabled={enviando} aria-busy={enviando}>
          {enviando && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
          {rotulo}
        </IonButton>
        {children}
      </div>
    </>
  );
}
