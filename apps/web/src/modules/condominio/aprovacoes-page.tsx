import { IonButton } from '@ionic/react';
import { MENSAGENS, MENSAGENS_RESERVA } from '@portal/core';
import { useCallback, useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { usePaginada } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../../ui/lista-paginada.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { cancelarReservaSindico, decidirReserva, listarReservasDoEdificio } from './api/reservas.ts';
import type { Reserva } from './regras-area.ts';
import { ReservaCartao } from './reserva-cartao.tsx';
import '../../ui/modulos.css';
import './reservas.css';

type Acao = 'aprovar' | 'recusar' | 'cancelar';
const FEITO: Record<Acao, string> = {
  aprovar: 'Reserva aprovada.',
  recusar: 'Reserva recusada.',
  cancelar: 'Reserva cancelada.',
};

/**
 * Route condominio/reservas/aprovacoes: the síndico's live bookings of the building (coddao 705), those waiting
 * first; a pending one is approved or refused with a reason (coddao 706), a confirmed one cancelled with a reason
 * (coddao 707). The unit's residents are told by the server.
 */
export function AprovacoesPage() {
  const { alert, toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const [motivos, setMotivos] = useState<Record<number, string>>({});
  const [erros, setErros] = useState<Record<number, string>>({});
  const buscar = useCallback((pagina: number) => listarReservasDoEdificio(pagina), []);
  const reservas = usePaginada(buscar, 'reservas-edificio', useGuardarComo('reservasDoEdificio'), [
    'condominio',
  ]);

  async function agir(r: Reserva, acao: Acao) {
    const motivo = (motivos[r.codreserva] ?? '').trim();
    if (acao !== 'aprovar' && !motivo) {
      setErros((e) => ({ ...e, [r.codreserva]: MENSAGENS_RESERVA.motivoObrigatorio }));
      document.getElementById(`motivo-${r.codreserva}`)?.focus();
      return;
    }
    setErros((e) => ({ ...e, [r.codreserva]: '' }));
    try {
      const envio = await enviarUmaVez(`${acao}-${r.codreserva}`, { motivo }, (chave) =>
        acao === 'cancelar'
          ? cancelarReservaSindico(r.codreserva, motivo, chave)
          : decidirReserva(r.codreserva, acao === 'aprovar', motivo, chave),
      );
      if (!envio.enviado) return;
      if (isErroV4(envio.resposta))
        await alert({ header: MENSAGENS.tituloAviso, message: envio.resposta.mensagem });
      else toast(FEITO[acao]);
      void reservas.recarregar();
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    }
  }

  return (
    <PageShell
      title="Aprovação de reservas"
      fixed={<PuxarParaAtualizar recarregar={() => reservas.recarregar()} />}
    >
      <div className="modulo-pagina">
        <EstadoLista
          carregando={reservas.carregando}
          erro={reservas.erro}
          vazio={reservas.itens.length === 0}
          textoVazio="Nenhuma reserva a acompanhar."
          aoTentarNovamente={() => void reservas.recarregar()}
          desatualizada={reservas.desatualizada}
        >
          <div className="modulo-registros">
            {reservas.itens.map((r) => (
              <ReservaCartao key={r.codreserva} reserva={r}>
                <div className="modulo-campo reserva-motivo">
                  <label htmlFor={`motivo-${r.codreserva}`}>
                    {r.situacao === 'pendente' ? 'Motivo (para recusar)' : 'Motivo (para cancelar)'}
                  </label>
                  <input
                    id={`motivo-${r.codreserva}`}
                    maxLength={300}
                    value={motivos[r.codreserva] ?? ''}
                    aria-invalid={erros[r.codreserva] ? 'true' : undefined}
                    aria-describedby={erros[r.codreserva] ? `motivo-erro-${r.codreserva}` : undefined}
                    onChange={(e) => setMotivos((m) => ({ ...m, [r.codreserva]: e.target.value }))}
                  />
                  {erros[r.codreserva] && (
                    <span id={`motivo-erro-${r.codreserva}`} className="modulo-campo-erro">
                      {erros[r.codreserva]}
                    </span>
                  )}
                </div>
                {r.situacao === 'pendente' ? (
                  <>
                    <IonButton
                      onClick={() => void agir(r, 'aprovar')}
                      aria-label={`Aprovar: ${r.area}, ${r.unidade}`}
                    >
                      Aprovar
                    </IonButton>
                    <IonButton
                      fill="outline"
                      color="danger"
                      onClick={() => void agir(r, 'recusar')}
                      aria-label={`Recusar: ${r.area}, ${r.unidade}`}
                    >
                      Recusar
                    </IonButton>
                  </>
                ) : (
                  <IonButton
                    fill="outline"
                    color="danger"
                    onClick={() => void agir(r, 'cancelar')}
                    aria-label={`Cancelar: ${r.area}, ${r.unidade}`}
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
