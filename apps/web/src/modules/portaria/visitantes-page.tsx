import { IonButton } from '@ionic/react';
import { MENSAGENS, type Visita } from '@portal/core';
import { useCallback, useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { usePaginada } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../../ui/lista-paginada.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { listarVisitas, revogarVisita } from './api/visitas.ts';
import { PasseCartao } from './passe-cartao.tsx';
import '../../ui/modulos.css';
import './portaria.css';

/** The building's name of a pass's unit, from the units the login listed (for the message sent to the visitor). */
function useNomeDoCondominio() {
  const { usuario } = useSession();
  return (codcondomino: string) =>
    usuario?.lstcondomino.find((c) => c.codcondomino === codcondomino)?.nomcondominio ?? '';
}

/**
 * Route condominio/visitantes (issue 32): the passes of the context's units (coddao 720), newest first, each with
 * its QR code and short code to send, and "Revogar" (coddao 722) after a confirmation. "Autorizar visitante" opens
 * the form; the pass it made arrives opened (?passe=).
 */
export function VisitantesPage() {
  const { alert, confirm, toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const nomeDoCondominio = useNomeDoCondominio();
  const inicial = Number(new URLSearchParams(window.location.search).get('passe')) || null;
  const [aberto, setAberto] = useState<number | null>(inicial);
  const [revogando, setRevogando] = useState<number | null>(null);
  const buscar = useCallback((pagina: number) => listarVisitas(pagina), []);
  const visitas = usePaginada(buscar, 'visitas', useGuardarComo('visitas'), ['modulos']);

  async function revogar(v: Visita) {
    const sim = await confirm({
      header: 'Revogar autorização',
      message: `Revogar a autorização de ${v.nome}? O passe deixará de valer na portaria.`,
    });
    if (!sim) return;
    setRevogando(v.codautorizacao);
    try {
      const envio = await enviarUmaVez(`revogar-${v.codautorizacao}`, null, (chave) =>
        revogarVisita(v.codautorizacao, chave),
      );
      if (!envio.enviado) return;
      if (isErroV4(envio.resposta)) {
        await alert({ header: MENSAGENS.tituloAviso, message: envio.resposta.mensagem });
        return;
      }
      toast('Autorização revogada.');
      void visitas.recarregar();
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    } finally {
      setRevogando(null);
    }
  }

  return (
    <PageShell
      title="Visitantes"
      backHref="/condominio"
      fixed={<PuxarParaAtualizar recarregar={() => visitas.recarregar()} />}
    >
      <div className="modulo-pagina">
        <div className="modulo-acoes">
          <IonButton routerLink="/condominio/visitantes/autorizar">Autorizar visitante</IonButton>
        </div>
        <h2>Autorizações</h2>
        <EstadoLista
          carregando={visitas.carregando}
          erro={visitas.erro}
          vazio={visitas.itens.length === 0}
          textoVazio="Nenhuma autorização. Autorize um visitante para gerar o passe."
          aoTentarNovamente={() => void visitas.recarregar()}
          desatualizada={visitas.desatualizada}
        >
          <div className="modulo-registros">
            {visitas.itens.map((v) => (
              <PasseCartao
                key={v.codautorizacao}
                visita={v}
                condominio={nomeDoCondominio(v.codcondomino)}
                aberto={aberto === v.codautorizacao}
                aoAbrir={() => setAberto((a) => (a === v.codautorizacao ? null : v.codautorizacao))}
                aoRevogar={() => void revogar(v)}
                revogando={revogando === v.codautorizacao}
              />
            ))}
          </div>
          <CarregarMais temMais={visitas.temMais} proxima={visitas.proxima} texto="Carregando mais..." />
        </EstadoLista>
      </div>
    </PageShell>
  );
}
