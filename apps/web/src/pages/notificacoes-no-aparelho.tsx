import { IonItem, IonNote, IonToggle } from '@ionic/react';
import { useEffect, useState } from 'react';
import { chamar, mensagemDeErro } from '../lib/api-client.ts';
import {
  ativarPushWeb,
  desativarPushWeb,
  type EstadoPushWeb,
  RecusaPushWeb,
  sincronizarPushWeb,
} from '../platform/push-web.ts';
import { useFeedback } from '../ui/feedback.tsx';

const FALHA_ATIVAR = 'Não foi possível ativar as notificações neste aparelho. Tente novamente mais tarde.';
const FALHA_DESATIVAR =
  'Não foi possível desativar as notificações neste aparelho. Tente novamente mais tarde.';

/**
 * The switch of Web Push on the notifications page (issue 29): the browser's permission is asked only when the
 * person turns it on, never at load. Shown only where the browser can take Web Push (not in the native apps,
 * which register at login, platform/push.ts).
 */
export function NotificacoesNoAparelho() {
  const { toast } = useFeedback();
  const [estado, setEstado] = useState<EstadoPushWeb | null>(null);
  const [ocupado, setOcupado] = useState(false);

  useEffect(() => {
    let vivo = true;
    sincronizarPushWeb(chamar).then(
      (e) => vivo && setEstado(e),
      () => vivo && setEstado('inativo'),
    );
    return () => {
      vivo = false;
    };
  }, []);

  if (estado === null || estado === 'indisponivel') return null;

  async function alternar(ligar: boolean) {
    setOcupado(true);
    try {
      setEstado(await (ligar ? ativarPushWeb(chamar) : desativarPushWeb(chamar)));
    } catch (e) {
      // The server's refusal says why; a browser that cannot subscribe (no push service) gets the page's text.
      toast(
        e instanceof RecusaPushWeb ? e.message : mensagemDeErro(e, ligar ? FALHA_ATIVAR : FALHA_DESATIVAR),
      );
      setEstado(await sincronizarPushWeb(chamar).catch((): EstadoPushWeb => 'inativo'));
    } finally {
      setOcupado(false);
    }
  }

  return (
    <>
      <IonItem lines="full">
        <IonToggle
          checked={estado === 'ativo'}
          disabled={ocupado || estado === 'bloqueado'}
          onIonChange={(e) => void alternar(e.detail.checked)}
        >
          Receber notificações neste aparelho
        </IonToggle>
      </IonItem>
      {estado === 'bloqueado' && (
        <IonNote className="ion-padding-horizontal" color="medium">
          As notificações estão bloqueadas neste navegador. Para recebê-las, permita-as nas configurações do
          site.
        </IonNote>
      )}
    </>
  );
}
