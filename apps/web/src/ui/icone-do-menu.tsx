import { IonIcon } from '@ionic/react';
import { iconePorNome } from './icones.ts';

/** A server menu icon (an ionicon name), registered by the shell or replaced by its default. */
export function IconeDoMenu({ nome, slot }: { nome: string; slot?: string }) {
  return <IonIcon name={iconePorNome(nome)} slot={slot} aria-hidden="true" />;
}
