import { alertController, initialize, loadingController, toastController } from '@ionic/core/components';
import { defineCustomElement as definirAlert } from '@ionic/core/components/ion-alert.js';
import { defineCustomElement as definirLoading } from '@ionic/core/components/ion-loading.js';
import { defineCustomElement as definirToast } from '@ionic/core/components/ion-toast.js';
import { CONSTANTES } from '@portal/core';

// Loaded on first use (and prefetched when the app is idle), so the first route never carries the overlays.
// md mode like the shell (setupIonicReact), also for an alert on the first login screen, before the shell.
initialize({ mode: 'md' });
definirAlert();
definirLoading();
definirToast();

export interface BotaoAlerta {
  text: string;
  role?: 'cancel' | 'confirm' | 'destructive';
  handler?: () => void;
}

/** Presents an alert and resolves with the role it was closed with. */
export async function apresentarAlerta(opts: {
  header?: string;
  message: string;
  buttons: (string | BotaoAlerta)[];
}): Promise<string | undefined> {
  const alerta = await alertController.create({
    header: opts.header,
    message: opts.message,
    buttons: opts.buttons,
  });
  await alerta.present();
  const { role } = await alerta.onDidDismiss();
  return role;
}

export async function apresentarLoading(message: string): Promise<HTMLIonLoadingElement> {
  const loading = await loadingController.create({ message });
  await loading.present();
  return loading;
}

export async function apresentarToast(
  message: string,
  opts: { duration?: number; color?: string },
): Promise<void> {
  const toast = await toastController.create({
    message,
    duration: opts.duration ?? CONSTANTES.toastDuracaoMs,
    position: CONSTANTES.toastPosicao,
    color: opts.color,
  });
  await toast.present();
}
