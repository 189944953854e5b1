import { IonIcon, IonItem, IonLabel, IonList, IonNote } from '@ionic/react';
import { formatDataBr } from '@portal/core';
import { attachOutline, chatbubblesOutline } from 'ionicons/icons';
import { useCallback } from 'react';
import { useSession } from '../lib/session/session-provider.tsx';
import { usePaginada } from '../lib/use-paginada.ts';
import { AvisoDesatualizada } from '../ui/aviso-desatualizada.tsx';
import { EstadoLista } from '../ui/estado-lista.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../ui/lista-paginada.tsx';
import { PageShell } from '../ui/page-shell.tsx';
import { buscarRecados, chaveRecados } from './recados-dados.ts';

function resumo(texto: string): string {
  const limpo = texto.replace(/\s+/g, ' ').trim();
  return limpo.length > 140 ? `${limpo.slice(0, 137)}…` : limpo;
}

/**
 * Home (SPEC §1): the announcements of the user's current context, newest first. The last first page received
 * for this person and context paints at once and is replaced by the answer (offline, it stays, marked).
 */
export default function RecadosPage() {
  const { paramsSistema, empresaSelecionada, usuario } = useSession();
  const guardarComo = chaveRecados({ usuario, paramsSistema });
  const buscar = useCallback((pagina: number) => buscarRecados(pagina, guardarComo), [guardarComo]);
  const lista = usePaginada(buscar, `${paramsSistema}|${empresaSelecionada?.codempresa ?? ''}`, guardarComo);

  return (
    <PageShell title="Recados" fixed={<PuxarParaAtualizar recarregar={() => lista.recarregar()} />}>
      <AvisoDesatualizada desatualizada={lista.desatualizada} />
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
