import { IonButton, IonItem, IonLabel, IonList } from '@ionic/react';
import { formatDataHoraBr, type Notificacao, normalizeMenuRoute } from '@portal/core';
import { notificationsOffOutline } from 'ionicons/icons';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { chamar, mensagemDeErro, operacoes } from '../lib/api-client.ts';
import { useNotificacoesContador } from '../lib/notificacoes-contador.tsx';
import { TAMANHO_PAGINA } from '../lib/tamanho-pagina.ts';
import { useGuardarComo } from '../lib/use-guardar-como.ts';
import { usePaginada } from '../lib/use-paginada.ts';
import { EstadoLista } from '../ui/estado-lista.tsx';
import { useFeedback } from '../ui/feedback.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../ui/lista-paginada.tsx';
import { PageShell } from '../ui/page-shell.tsx';
import { NotificacoesNoAparelho } from './notificacoes-no-aparelho.tsx';

/** /notificacoes: the user's notifications, mark one or all as read; the counter follows. */
export default function NotificacoesPage() {
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const contador = useNotificacoesContador();
  const buscar = useCallback(
    (pagina: number) =>
      chamar(operacoes.notificacoes, [pagina, TAMANHO_PAGINA], undefined, { loader: false }),
    [],
  );
  const lista = usePaginada(buscar, 'notificacoes', useGuardarComo('notificacoes'), ['notificacoes']);
  const haNaoLidas = lista.itens.some((n) => !n.lida);

  async function marcar(alvo: number | 'todas'): Promise<boolean> {
    try {
      await chamar(operacoes.marcarNotificacaoLida, [alvo], undefined, { loader: false });
      return true;
    } catch (e) {
      toast(mensagemDeErro(e));
      return false;
    }
  }

  async function abrir(n: Notificacao) {
    if (!n.lida && (await marcar(n.codnotificacao))) {
      lista.atualizarItem(
        (i) => i.codnotificacao === n.codnotificacao,
        (i) => ({ ...i, lida: true }),
      );
      contador.definir(contador.naoLidas - 1);
    }
    if (n.rota) navigate(normalizeMenuRoute(n.rota));
  }

  async function marcarTodas() {
    if (!(await marcar('todas'))) return;
    lista.atualizarItem(
      () => true,
      (i) => ({ ...i, lida: true }),
    );
    contador.definir(0);
    toast('Todas as notificações foram marcadas como lidas.');
  }

  return (
    <PageShell
      title="Notificações"
      fixed={
        <PuxarParaAtualizar recarregar={() => Promise.all([lista.recarregar(), contador.recarregar()])} />
      }
    >
      <NotificacoesNoAparelho />
      {haNaoLidas && (
        <div className="ion-padding-horizontal ion-padding-top">
          <IonButton fill="outline" size="small" onClick={() => void marcarTodas()}>
            Marcar todas como lidas
          </IonButton>
        </div>
      )}
      <EstadoLista
        carregando={lista.carregando}
        erro={lista.erro}
        vazio={lista.itens.length === 0}
        icone={notificationsOffOutline}
        textoVazio="Você não tem notificações."
        aoTentarNovamente={() => void lista.recarregar()}
        desatualizada={lista.desatualizada}
      >
        <IonList aria-label="Notificações">
          {lista.itens.map((n) => (
            <IonItem
              key={n.codnotificacao}
              button
              detail={Boolean(n.rota)}
              className={n.lida ? undefined : 'nao-lida'}
              onClick={() => void abrir(n)}
            >
              <IonLabel className="ion-text-wrap">
                <h2>{n.titulo}</h2>
                <p>{n.mensagem}</p>
                <p>
                  {formatDataHoraBr(n.dthcriacao)}
                  {n.lida ? '' : ' · Não lida'}
                </p>
              </IonLabel>
            </IonItem>
          ))}
        </IonList>
        <CarregarMais
          temMais={lista.temMais}
          proxima={lista.proxima}
          texto="Carregando mais notificações..."
        />
      </EstadoLista>
    </PageShell>
  );
}
