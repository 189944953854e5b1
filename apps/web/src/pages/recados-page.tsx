import { IonIcon, IonItem, IonLabel, IonList, IonNote } from '@ionic/react';
import { attachOutline, chatbubblesOutline } from 'ionicons/icons';
import { useCallback } from 'react';
import { useSession } from '../lib/session/session-provider.tsx';
import { usePaginada } from '../lib/use-paginada.ts';
import { AvisoDesatualizada } from '../ui/aviso-desatualizada.tsx';
import { EstadoLista } from '../ui/estado-lista.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../ui/lista-paginada.tsx';
import { PageShell } from '../ui/page-shell.tsx';
import { ProximoVencimento } from './proximo-vencimento.tsx';
import { linhasDoRecado } from './recado-linhas.ts';
import { buscarRecados, chaveRecados } from './recados-dados.ts';

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
      <ProximoVencimento />
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
          {lista.itens.map((recado) => {
            const { titulo, autoria, resumo } = linhasDoRecado(recado);
            return (
              <IonItem
                key={recado.codrecado}
                button
                detail
                routerLink={`/home/recados/${recado.codrecado}`}
                className={recado.lido ? undefined : 'nao-lida'}
              >
                <IonLabel>
                  <h2>{titulo}</h2>
                  <p>{autoria}</p>
                  <p>{resumo}</p>
                </IonLabel>
                {recado.anexos.length > 0 && (
                  <IonNote slot="end" aria-label={`${recado.anexos.length} anexo(s)`}>
                    <IonIcon icon={attachOutline} aria-hidden="true" /> {recado.anexos.length}
                  </IonNote>
                )}
              </IonItem>
            );
          })}
        </IonList>
        <CarregarMais temMais={lista.temMais} proxima={lista.proxima} texto="Carregando mais recados..." />
      </EstadoLista>
    </PageShell>
  );
}
