import { IonBadge, IonCard, IonCardContent } from '@ionic/react';
import { formatDataHoraBrasilia } from '@portal/core';
import { useCallback } from 'react';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { usePaginada } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { LinkApp } from '../../ui/link-app.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../../ui/lista-paginada.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { listarPesquisas } from './api/pesquisas.ts';
import '../../ui/modulos.css';

/** Route condominio/pesquisas — the building's surveys (coddao 750). */
export function PesquisasPage() {
  const buscar = useCallback((pagina: number) => listarPesquisas(pagina), []);
  const lista = usePaginada(buscar, 'pesquisas', useGuardarComo('pesquisas'), ['assembleias']);
  return (
    <PageShell title="Pesquisas" fixed={<PuxarParaAtualizar recarregar={() => lista.recarregar()} />}>
      <div className="modulo-pagina">
        <EstadoLista
          carregando={lista.carregando}
          erro={lista.erro}
          vazio={lista.itens.length === 0}
          aoTentarNovamente={() => void lista.recarregar()}
          desatualizada={lista.desatualizada}
        >
          <div className="modulo-registros">
            {lista.itens.map((p) => (
              <IonCard key={p.codpesquisa} className="modulo-cartao">
                <IonCardContent>
                  <div className="modulo-cartao-topo">
                    <h2>
                      <LinkApp href={`/condominio/pesquisas/${p.codpesquisa}`}>{p.titulo}</LinkApp>
                    </h2>
                    {p.respondida && <IonBadge color="success">Respondida</IonBadge>}
                    {p.resultadosPublicados && <IonBadge color="dark">Resultados</IonBadge>}
                  </div>
                  <p>{p.descricao}</p>
                  <div className="modulo-cartao-meta">
                    <span>
                      Até <time dateTime={p.encerraEm}>{formatDataHoraBrasilia(p.encerraEm)}</time>
                    </span>
                  </div>
                </IonCardContent>
              </IonCard>
            ))}
          </div>
          <CarregarMais
            temMais={lista.temMais}
            proxima={lista.proxima}
            texto="Carregando mais pesquisas..."
          />
        </EstadoLista>
      </div>
    </PageShell>
  );
}
