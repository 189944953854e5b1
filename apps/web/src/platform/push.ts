import type { PluginListenerHandle } from '@capacitor/core';
import { PushNotifications } from '@capacitor/push-notifications';
import { ROTA_NOTIFICACOES } from '@portal/core';
import { operacoes } from '../lib/operacoes.ts';
import type { ChamarV4 } from './deps.ts';
import { getPlataforma } from './plataforma.ts';

export type ResultadoPush = 'web' | 'registrando' | 'negado' | 'falha';

export interface Push {
  /** Asks for permission (once; the OS remembers) and registers; the token then goes to the API. */
  registrar(): Promise<ResultadoPush>;
  /** Removes the listeners (tests, hot reload). */
  encerrar(): Promise<void>;
}

/**
 * Native push notifications (SPEC §2): the device token is sent with coddao 320 [plataforma, token] each time the
 * OS hands one over, and a tap on a notification opens /notificacoes. The web's notifications belong to the
 * service worker, so on the web this is inert.
 */
export async function iniciarPush(deps: {
  chamar: ChamarV4;
  navigate: (path: string) => void;
  /** coddao 320 needs a token: a token the OS refreshes while logged out waits for the next registrar(). */
  isLoggedIn?: () => boolean;
}): Promise<Push> {
  const plataforma = getPlataforma();
  if (plataforma === 'web') return { registrar: async () => 'web', encerrar: async () => {} };

  const ouvintes: PluginListenerHandle[] = await Promise.all([
    PushNotifications.addListener('registration', (token) => {
      if (deps.isLoggedIn?.() === false) return;
      deps
        .chamar(operacoes.registrarDispositivo, [plataforma, token.value], undefined, { loader: false })
        .catch((erro: unknown) => console.error('Falha ao registrar o dispositivo para notificações.', erro));
    }),
    PushNotifications.addListener('registrationError', (erro) => {
      console.warn('Registro de notificações recusado pelo sistema.', erro.error);
    }),
    PushNotifications.addListener('pushNotificationActionPerformed', () => {
      deps.navigate(ROTA_NOTIFICACOES);
    }),
  ]);

  return {
    async registrar() {
      try {
        let permissao = await PushNotifications.checkPermissions();
        if (permissao.receive === 'prompt' || permissao.receive === 'prompt-with-rationale') {
          permissao = await PushNotifications.requestPermissions();
        }
        if (permissao.receive !== 'granted') return 'negado';
        await PushNotifications.register();
        return 'registrando';
      } catch (erro) {
        console.warn('Notificações indisponíveis.', erro);
        return 'falha';
      }
    },
    async encerrar() {
      await Promise.all(ouvintes.map((o) => o.remove()));
    },
  };
}
