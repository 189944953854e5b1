import { MENSAGENS } from '@portal/core';
import { useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { CATALOGO_MODULOS } from '../catalogo.ts';
import { EstadoLista } from '../comum/estado-lista.tsx';
import { ItensDoModulo } from '../comum/itens-do-modulo-view.tsx';
import { chamar } from '../comum/operacao.ts';
import { Paginacao } from '../comum/paginacao.tsx';
import { useCarregar } from '../comum/use-carregar.ts';
import { useEnvioUnico } from '../comum/use-envio-unico.ts';
import { CabecalhoModulo } from '../inicio/cabecalho-modulo.tsx';
import { type Evento, EventoCartao } from './evento-cartao.tsx';
import '../comum/modulos.css';

const TAMANHO_PAGINA = 10;

/** Route eventos: the module's menu items, then the open events (coddao 310) with registration (coddao 483). */
export function EventosPage() {
  const { alert, toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const [pagina, setPagina] = useState(1);
  const [enviando, setEnviando] = useState<number | null>(null);
  const [confirmados, setConfirmados] = useState<ReadonlySet<number>>(new Set());
  const { dados, carregando, erro, recarregar } = useCarregar(
    () => chamar('eventos', [pagina, TAMANHO_PAGINA]),
    String(pagina),
  );

  async function inscrever(evento: Evento) {
    const conteudo = { participantes: 1 };
    setEnviando(evento.codevento);
    try {
      const envio = await enviarUmaVez(`evento-${evento.codevento}`, conteudo, (idempotencyKey) =>
        chamar('inscricaoEvento', [evento.codevento], { conteudo, idempotencyKey }),
      );
      if (!envio.enviado) return;
      const resposta = envio.resposta;
      if (isErroV4(resposta)) {
        await alert({ header: MENSAGENS.tituloAviso, message: resposta.mensagem });
        return;
      }
      setConfirmados((atual) => new Set(atual).add(evento.codevento));
      toast(`Inscrição confirmada. Protocolo ${resposta.protocolo}.`);
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    } finally {
      setEnviando(null);
    }
  }

  const itens =
    dados?.itens.map((e) =>
      confirmados.has(e.codevento) && !e.inscrito ? { ...e, inscrito: true, inscritos: e.inscritos + 1 } : e,
    ) ?? [];

  return (
    <PageShell title={CATALOGO_MODULOS.eventos.titulo}>
      <div className="modulo-pagina">
        <CabecalhoModulo info={CATALOGO_MODULOS.eventos} />
        <ItensDoModulo modulo="eventos" rotulo="Serviços de Eventos" ocultarSeVazio />
        <h2>Próximos eventos</h2>
        <EstadoLista
          carregando={carregando}
          erro={erro}
          vazio={dados !== null && dados.itens.length === 0}
          onTentarNovamente={recarregar}
        />
        {!carregando && dados && itens.length > 0 && (
          <>
            <div className="modulo-registros">
              {itens.map((evento) => (
                <EventoCartao
                  key={evento.codevento}
                  evento={evento}
                  enviando={enviando === evento.codevento}
                  onInscrever={inscrever}
                />
              ))}
            </div>
            <Paginacao
              pagina={dados.pagina}
              total={dados.total}
              tamanhoPagina={dados.tamanhoPagina}
              onPagina={setPagina}
            />
          </>
        )}
      </div>
    </PageShell>
  );
}
