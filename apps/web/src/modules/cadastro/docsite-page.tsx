import { IonCard, IonCardContent, IonText } from '@ionic/react';
import { formatDataBr } from '@portal/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { precisaDeBusca } from '../../lib/busca-necessaria.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { CampoBusca } from '../../ui/campo-busca.tsx';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { listarDocumentosPublicos } from './api/cadastro.ts';
import '../../ui/modulos.css';

/** Route cadastro/documentos/docsite (public, coddao 260): the documents anyone may read. */
export function DocsitePage() {
  const [busca, setBusca] = useState('');
  const { dados, carregando, erro, desatualizada, recarregar } = useCarregar(
    () => listarDocumentosPublicos(busca),
    busca,
    undefined,
    useGuardarComo('docsite', busca),
  );
  return (
    <PageShell title="Documentos públicos">
      <div className="modulo-pagina">
        {precisaDeBusca(dados?.total, busca) && (
          <div className="modulo-filtros">
            <CampoBusca rotulo="Buscar documento" valor={busca} onBuscar={setBusca} />
          </div>
        )}
        <EstadoLista
          carregando={carregando}
          erro={erro}
          vazio={!dados || dados.itens.length === 0}
          aoTentarNovamente={recarregar}
          desatualizada={desatualizada}
        />
        {dados && dados.itens.length > 0 && (
          <div className="modulo-registros">
            {dados.itens.map((doc) => (
              <IonCard key={doc.coddocumento} className="modulo-cartao">
                <IonCardContent>
                  <h2>
                    <Link to={`/cadastro/documentos/docsite/${encodeURIComponent(doc.codigo)}`}>
                      {doc.titulo}
                    </Link>
                  </h2>
                  <IonText color="medium">
                    <p>{doc.descricao}</p>
                  </IonText>
                  <div className="modulo-cartao-meta">
                    <span>
                      Publicado em <time dateTime={doc.dthpublicacao}>{formatDataBr(doc.dthpublicacao)}</time>
                    </span>
                  </div>
                </IonCardContent>
              </IonCard>
            ))}
          </div>
        )}
      </div>
    </PageShell>
  );
}
