import { IonButton } from '@ionic/react';
import { MENSAGENS, textoDoHorario } from '@portal/core';
import { useCallback } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { usePaginada } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../../ui/lista-paginada.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { cancelarReserva, listarMinhasReservas } from './api/reservas.ts';
import type { Reserva } from './regras-area.ts';
import { ReservaCartao } from './reserva-cartao.tsx';
import '../../ui/modulos.css';
import './reservas.css';

/**
 * Route condominio/reservas/minhas: the unit's bookings (coddao 703), the coming ones first; one within its area's
 * window offers "Cancelar reserva" (coddao 704), which cancels its fee too. A charge opens among the unit's bills.
 */
export function MinhasReservasPage() {
  const { alert, confirm, toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const buscar = useCallback((pagina: number) => listarMinhasReservas(pagina), []);
  const reservas = usePaginada(buscar, 'minhas-reservas', useGuardarComo('minhasReservas'), [
    'condominio',
    'cobrancas',
  ]);

  async function cancelar(r: Reserva) {
    const quando = textoDoHorario({ inicio: new Date(r.inicio), fim: new Date(r.fim) });
    const taxa = r.codcobranca ? ' A cobrança da taxa também será cancelada.' : '';
    const sim = await confirm({
      header: 'Cancelar reserva',
      message: `Cancelar ${r.area}, ${quando}?${taxa}`,
    });
    if (!sim) return;
    try {
      const envio = await enviarUmaVez(`cancelar-reserva-${r.codreserva}`, {}, (chave) =>
        cancelarReserva(r.codreserva, chave),
      );
      if (!envio.enviado) return;
      if (isErroV4(envio.resposta))
        await alert({ header: MENSAGENS.tituloAviso, message: envio.resposta.mensagem });
      else toast('Reserva cancelada.');
      void reservas.recarregar();
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    }
  }

  return (
    <PageShell
      title="Minhas reservas"
      fixed={<PuxarParaAtualizar recarregar={() => reservas.recarregar()} />}
    >
      <div className="modulo-pagina">
        <div className="modulo-acoes">
          <IonButton fill="outline" routerLink="/condominio/reservas">
            Reservar uma área
          </IonButton>
        </div>
        <EstadoLista
          carregando={reservas.carregando}
          erro={reservas.erro}
          vazio={reservas.itens.length === 0}
          textoVazio="Sua unidade ainda não tem reservas."
          aoTentarNovamente={() => void reservas.recarregar()}
          desatualizada={reservas.desatualizada}
          valores
        >
          <div className="modulo-registros">
            {reservas.itens.map((r) => (
              <ReservaCartao key={r.codreserva} reserva={r}>
                {r.codcobranca && r.situacao !== 'cancelada' && (
                  <IonButton fill="outline" routerLink={`/condominio/boletos/${r.codcobranca}`}>
                    Ver boleto
                  </IonButton>
                )}
                {r.podeCancelar && (
                  <IonButton
                    fill="outline"
                    color="danger"
                    onClick={() => void cancelar(r)}
                    aria-label={`Cancelar reserva: ${r.area}`}
                  >
                    Cancelar reserva
                  </IonButton>
                )}
              </ReservaCartao>
            ))}
          </div>
          <CarregarMais
            temMais={reservas.temMais}
            proxima={reservas.proxima}
            texto="Carregando mais reservas..."
          />
        </EstadoLista>
      </div>
    </PageShell>
  );
}
