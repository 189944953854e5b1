import { IonBadge, IonCard, IonCardContent } from '@ionic/react';
import { formatDataHoraBrasilia, TEXTO_MODALIDADE, TEXTO_TIPO_ASSEMBLEIA } from '@portal/core';
import { useCallback } from 'react';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { usePaginada } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { LinkApp } from '../../ui/link-app.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../../ui/lista-paginada.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { listarAssembleias } from './api/assembleias.ts';
import '../../ui/modulos.css';

/** Route condominio/assembleias — the building's assemblies (coddao 740), the latest first. */
export function AssembleiasPage() {
  const buscar = useCallback((pagina: number) => listarAssembleias(pagina), []);
  const lista = usePaginada(buscar, 'assembleias', useGuardarComo('assembleias'), ['assembleias']);
  return (
    <PageShell title="Assembleias" fixed={<PuxarParaAtualizar recarregar={() => lista.recarregar()} />}>
      <div className="modulo-pagina">
        <EstadoLista
          carregando={lista.carregando}
          erro={lista.erro}
          vazio={lista.itens.length === 0}
          aoTentarNovamente={() => void lista.recarregar()}
          desatualizada={lista.desatualizada}
        >
          <div className="modulo-registros">
            {lista.itens.map((a) => (
              <IonCard key={a.codassembleia} className="modulo-cartao">
                <IonCardContent>
                  <div className="modulo-cartao-topo">
                    <h2>
                      <LinkApp href={`/condominio/assembleias/${a.codassembleia}`}>{a.titulo}</LinkApp>
                    </h2>
                    {a.votacaoAberta && <IonBadge color="success">Votação aberta</IonBadge>}
                    {a.encerrada && <IonBadge color="dark">Resultado publicado</IonBadge>}
                  </div>
                  <div className="modulo-cartao-meta">
                    <span>{TEXTO_TIPO_ASSEMBLEIA[a.tipo]}</span>
                    <time dateTime={a.inicio}>{formatDataHoraBrasilia(a.inicio)}</time>
                    <span>{TEXTO_MODALIDADE[a.modalidade]}</span>
                  </div>
                </IonCardContent>
              </IonCard>
            ))}
          </div>
          <CarregarMais
            temMais={lista.temMais}
            proxima={lista.proxima}
            texto="Carregando mais assembleias..."
          />
        </EstadoLista>
      </div>
    </PageShell>
  );
}
