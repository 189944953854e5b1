import { useCallback, useState } from 'react';
import { chamar, operacoes } from '../../lib/api-client.ts';
import { precisaDeBusca } from '../../lib/busca-necessaria.ts';
import { useCaminhoDaPagina } from '../../lib/use-caminho-da-pagina.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { CampoBusca } from '../../ui/campo-busca.tsx';
import { infoModulo } from '../../ui/catalogo-modulos.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { Paginacao } from '../../ui/paginacao.tsx';
import { RegistroCartao } from './registro-cartao.tsx';
import '../../ui/modulos.css';

const TAMANHO_PAGINA = 10;

/** Route /{modulo}/{lista}: one of the module's record lists (coddao 300), with search and paging. */
export function ListaRegistrosPage() {
  const [modulo = '', lista = ''] = useCaminhoDaPagina();
  // A page the router reuses for another list starts with a clear search and page 1 (not re-keyed: a new
  // IonPage would stack over the old one).
  const chave = `${modulo}/${lista}`;
  const [filtro, setFiltro] = useState({ chave, busca: '', pagina: 1 });
  const { busca, pagina } = filtro.chave === chave ? filtro : { busca: '', pagina: 1 };
  const setPagina = useCallback(
    (p: number) => setFiltro((f) => ({ chave, busca: f.chave === chave ? f.busca : '', pagina: p })),
    [chave],
  );
  const { dados, carregando, erro, recarregar } = useCarregar(
    () => chamar(operacoes.moduloRegistros, [modulo, lista, pagina, TAMANHO_PAGINA, busca]),
    `${modulo}/${lista}/${pagina}/${busca}`,
  );
  const buscar = useCallback((texto: string) => setFiltro({ chave, busca: texto, pagina: 1 }), [chave]);
  const titulo = dados?.titulo ?? infoModulo(modulo)?.titulo ?? lista;

  return (
    <PageShell title={titulo} backHref={`/${modulo}`}>
      <div className="modulo-pagina">
        {precisaDeBusca(dados?.total, busca) && (
          <div className="modulo-filtros">
            <CampoBusca
              rotulo="Buscar"
              valor={busca}
              onBuscar={buscar}
              placeholder="Título, descrição ou situação"
            />
          </div>
        )}
        <EstadoLista
          carregando={carregando}
          erro={erro}
          vazio={!dados || dados.itens.length === 0}
          aoTentarNovamente={recarregar}
        />
        {dados && dados.itens.length > 0 && (
          <>
            <p className="modulo-campo-ajuda" aria-live="polite">
              {dados.total === 1 ? '1 registro' : `${dados.total} registros`}
            </p>
            <div className="modulo-registros">
              {dados.itens.map((registro) => (
                <RegistroCartao
                  key={registro.codregistro}
                  registro={registro}
                  href={`/${modulo}/${lista}/${registro.codregistro}`}
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
