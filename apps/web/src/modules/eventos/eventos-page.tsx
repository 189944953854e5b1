import { formatDataHoraBr, formatMoedaBr, MENSAGENS } from '@portal/core';
import { useCallback, useRef, useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { usePaginada } from '../../lib/use-paginada.ts';
import { CabecalhoModulo } from '../../ui/cabecalho-modulo.tsx';
import { CATALOGO_MODULOS } from '../../ui/catalogo-modulos.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { ItensDoModulo } from '../../ui/itens-do-modulo-view.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../../ui/lista-paginada.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { cancelarInscricaoEmEvento, inscreverEmEvento, listarEventos } from './api/eventos.ts';
import { type Evento, EventoCartao } from './evento-cartao.tsx';
import '../../ui/modulos.css';

/** What a sign-up commits to, said before it is made (issue 10: a paid event was booked with one tap). */
function resumoDoEvento(evento: Evento): string {
  const valor = evento.valor > 0 ? `${formatMoedaBr(evento.valor)} por pessoa` : 'gratuito';
  return `${evento.titulo}. Data: ${formatDataHoraBr(evento.dthinicio)}. Local: ${evento.local}. Valor: ${valor}.`;
}

/**
 * Route eventos: the module's menu items, then the open events (coddao 310) with registration (coddao 483)
 * and its cancellation until the event starts (coddao 484), each confirmed first.
 */
export function EventosPage() {
  const { alert, confirm, toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const [enviando, setEnviando] = useState<number | null>(null);
  // A double tap must not stack two confirmations of the same event.
  const emCurso = useRef(new Set<number>());
  const buscar = useCallback((pagina: number) => listarEventos(pagina), []);
  const eventos = usePaginada(buscar, 'eventos', useGuardarComo('eventos'), ['eventos', 'cobrancas']);
  const recarregar = () => void eventos.recarregar();

  async function umaVez(evento: Evento, acao: () => Promise<void>) {
    if (emCurso.current.has(evento.codevento)) return;
    emCurso.current.add(evento.codevento);
    try {
      await acao();
    } finally {
      emCurso.current.delete(evento.codevento);
    }
  }

  async function inscrever(evento: Evento) {
    const conteudo = { participantes: 1 };
    const sim = await confirm({ header: 'Confirmar inscrição', message: resumoDoEvento(evento) });
    if (!sim) return;
    setEnviando(evento.codevento);
    try {
      const envio = await enviarUmaVez(`evento-${evento.codevento}`, conteudo, (idempotencyKey) =>
        inscreverEmEvento(evento.codevento, conteudo, idempotencyKey),
      );
      if (!envio.enviado) return;
      const resposta = envio.resposta;
      if (isErroV4(resposta)) {
        await alert({ header: MENSAGENS.tituloAviso, message: resposta.mensagem });
        return;
      }
      // A paid event holds the seat until its charge is paid; the card then offers "Pagar inscrição".
      toast(
        resposta.reservadaAte
          ? `Vaga reservada até ${formatDataHoraBr(resposta.reservadaAte)}. Pague a inscrição para confirmar.`
          : `Inscrição confirmada. Protocolo ${resposta.protocolo}.`,
      );
      recarregar();
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    } finally {
      setEnviando(null);
    }
  }

  async function cancelar(evento: Evento) {
    const sim = await confirm({
      header: 'Cancelar inscrição',
      message: `Cancelar sua inscrição em ${evento.titulo}? A vaga será liberada.`,
    });
    if (!sim) return;
    setEnviando(evento.codevento);
    try {
      const envio = await enviarUmaVez(`cancelar-evento-${evento.codevento}`, {}, (idempotencyKey) =>
        cancelarInscricaoEmEvento(evento.codevento, idempotencyKey),
      );
      if (!envio.enviado) return;
      if (isErroV4(envio.resposta)) {
        await alert({ header: MENSAGENS.tituloAviso, message: envio.resposta.mensagem });
        return;
      }
      toast('Inscrição cancelada. A vaga foi liberada.');
      recarregar();
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    } finally {
      setEnviando(null);
    }
  }

  return (
    <PageShell
      title={CATALOGO_MODULOS.eventos.titulo}
      fixed={<PuxarParaAtualizar recarregar={() => eventos.recarregar()} />}
    >
      <div className="modulo-pagina">
        <CabecalhoModulo info={CATALOGO_MODULOS.eventos} />
        <ItensDoModulo modulo="eventos" rotulo="Serviços de Eventos" ocultarSeVazio />
        <h2>Próximos eventos</h2>
        <EstadoLista
          carregando={eventos.carregando}
          erro={eventos.erro}
          vazio={eventos.itens.length === 0}
          aoTentarNovamente={recarregar}
          desatualizada={eventos.desatualizada}
          valores
        >
          <div className="modulo-registros">
            {eventos.itens.map((evento) => (
              <EventoCartao
                key={evento.codevento}
                evento={evento}
                enviando={enviando === evento.codevento}
                onInscrever={(e) => void umaVez(e, () => inscrever(e))}
                onCancelar={(e) => void umaVez(e, () => cancelar(e))}
              />
            ))}
          </div>
          <CarregarMais
            temMais={eventos.temMais}
            proxima={eventos.proxima}
            texto="Carregando mais eventos..."
          />
        </EstadoLista>
      </div>
    </PageShell>
  );
}
