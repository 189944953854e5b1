import { IonButton } from '@ionic/react';
import { useCallback } from 'react';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { usePaginada } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../../ui/lista-paginada.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { listarMinhasOcorrencias } from './api/ocorrencias.ts';
import { CartaoOcorrencia } from './cartao-ocorrencia.tsx';
import '../../ui/modulos.css';
import './ocorrencias.css';

/** Route condominio/ocorrencias (coddao 761): the unit's requests, newest first, and the way to open one. */
export function MinhasOcorrenciasPage() {
  const buscar = useCallback((pagina: number) => listarMinhasOcorrencias(pagina), []);
  const lista = usePaginada(buscar, 'ocorrencias', useGuardarComo('ocorrencias'), ['ocorrencias']);
  return (
    <PageShell
      title="Ocorrências"
      backHref="/condominio"
      fixed={<PuxarParaAtualizar recarregar={() => lista.recarregar()} />}
    >
      <div className="modulo-pagina">
        <p className="modulo-campo-ajuda">
          Peça ao síndico um reparo, uma providência ou registre um problema da sua unidade ou do condomínio.
        </p>
        <div className="modulo-acoes">
          <IonButton routerLink="/condominio/ocorrencias/nova">Nova ocorrência</IonButton>
        </div>
        <h2>Minhas ocorrências</h2>
        <EstadoLista
          carregando={lista.carregando}
          erro={lista.erro}
          vazio={lista.itens.length === 0}
          textoVazio="Nenhuma ocorrência aberta pela sua unidade."
          aoTentarNovamente={() => void lista.recarregar()}
          desatualizada={lista.desatualizada}
        >
          <div className="modulo-registros">
            {lista.itens.map((o) => (
              <CartaoOcorrencia
                key={o.codocorrencia}
                o={o}
                href={`/condominio/ocorrencias/${o.codocorrencia}`}
              />
            ))}
          </div>
          <CarregarMais
            temMais={lista.temMais}
            proxima={lista.proxima}
            texto="Carregando mais ocorrências..."
          />
        </EstadoLista>
      </div>
    </PageShell>
  );
}
