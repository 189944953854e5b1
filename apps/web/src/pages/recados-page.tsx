import { IonIcon, IonItem, IonLabel, IonList, IonNote } from '@ionic/react';
import { CODDAO, formatDataBr, type Recado } from '@portal/core';
import { attachOutline, chatbubblesOutline } from 'ionicons/icons';
import { useCallback } from 'react';
import { callV4, type ListaV4 } from '../lib/api-client.ts';
import { useSession } from '../lib/session/session-provider.tsx';
import { TAMANHO_PAGINA, usePaginada } from '../lib/use-paginada.ts';
import { EstadoLista } from '../ui/estado-lista.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../ui/lista-paginada.tsx';
import { PageShell } from '../ui/page-shell.tsx';

function resumo(texto: string): string {
  const limpo = texto.replace(/\s+/g, ' ').trim();
  return limpo.length > 140 ? `${limpo.slice(0, 137)}…` : limpo;
}

/** Home (SPEC §1): the announcements of the user's current context, newest first. */
export default function RecadosPage() {
  const { paramsSistema, empresaSelecionada } = useSession();
  const buscar = useCallback(
    (pagina: number) => callV4<ListaV4<Recado>>(CODDAO.recados, [pagina, TAMANHO_PAGINA], { loader: false }),
    [],
  );
  const lista = usePaginada(buscar, `${paramsSistema}|${empresaSelecionada?.codempresa ?? ''}`);

  return (
    <PageShell title="Recados" fixed={<PuxarParaAtualizar recarregar={() => lista.recarregar()} />}>
      <EstadoLista
        carregando={lista.carregando}
        erro={lista.erro}
        vazio={lista.itens.length === 0}
        icone={chatbubblesOutline}
        textoVazio="Nenhum recado por aqui. Quando a sua escola, condomínio ou empresa publicar um recado, ele aparecerá nesta página."
        aoTentarNovamente={() => void lista.recarregar()}
      >
        <IonList aria-label="Recados">
          {lista.itens.map((recado) => (
            <IonItem
              key={recado.codrecado}
              button
              detail
              routerLink={`/home/recados/${recado.codrecado}`}
              className={recado.lido ? undefined : 'nao-lida'}
            >
              <IonLabel>
                <h2>{recado.titulo}</h2>
                <p>
                  {recado.autor} · {formatDataBr(recado.dthpublicacao)}
                  {recado.lido ? '' : ' · Não lido'}
                </p>
                <p>{resumo(recado.texto)}</p>
              </IonLabel>
              {recado.anexos.length > 0 && (
                <IonNote slot="end" aria-label={`${recado.anexos.length} anexo(s)`}>
                  <IonIcon icon={attachOutline} aria-hidden="true" /> {recado.anexos.length}
                </IonNote>
              )}
            </IonItem>
          ))}
        </IonList>
        <CarregarMais temMais={lista.temMais} proxima={lista.proxima} texto="Carregando mais recados..." />
      </EstadoLista>
    </PageShell>
  );
}
