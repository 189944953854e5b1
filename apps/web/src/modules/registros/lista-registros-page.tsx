import { useCallback, useState } from 'react';
import { precisaDeBusca } from '../../lib/busca-necessaria.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { tituloNoMenu } from '../../lib/titulo-no-menu.ts';
import { useCaminhoDaPagina } from '../../lib/use-caminho-da-pagina.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { usePaginada } from '../../lib/use-paginada.ts';
import { CampoBusca } from '../../ui/campo-busca.tsx';
import { infoModulo } from '../../ui/catalogo-modulos.ts';
import { EmOutrosContextos } from '../../ui/em-outros-contextos.tsx';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../../ui/lista-paginada.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { listarRegistros } from './api/registros.ts';
import { RegistroCartao } from './registro-cartao.tsx';
import '../../ui/modulos.css';

const contarRegistros = (n: number) => (n === 1 ? '1 registro' : `${n} registros`);

/** Route /{modulo}/{lista}: one of the module's record lists (coddao 300), with search and infinite scroll. */
export function ListaRegistrosPage() {
  const [modulo = '', lista = ''] = useCaminhoDaPagina();
  // A page the router reuses for another list starts with a clear search from page 1 (not re-keyed: a new
  // IonPage would stack over the old one).
  const chave = `${modulo}/${lista}`;
  const [filtro, setFiltro] = useState({ chave, busca: '' });
  const busca = filtro.chave === chave ? filtro.busca : '';
  const pedir = useCallback(
    (pagina: number) => listarRegistros(modulo, lista, pagina, busca),
    [modulo, lista, busca],
  );
  const guardarComo = useGuardarComo('registros', modulo, lista, busca);
  const registros = usePaginada(pedir, `${chave}/${busca}`, guardarComo, ['modulos']);
  const buscar = useCallback((texto: string) => setFiltro({ chave, busca: texto }), [chave]);
  const { menus } = useSession();
  // The list's own title (coddao 300's answer); until it arrives, its menu item's, then the section's.
  const titulo =
    registros.primeira?.titulo ?? tituloNoMenu(menus, `/${chave}`) ?? infoModulo(modulo)?.titulo ?? lista;

  return (
    <PageShell
      title={titulo}
      backHref={`/${modulo}`}
      fixed={<PuxarParaAtualizar recarregar={() => registros.recarregar()} />}
    >
      <div className="modulo-pagina">
        {precisaDeBusca(registros.primeira?.total, busca) && (
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
          carregando={registros.carregando}
          erro={registros.erro}
          vazio={registros.itens.length === 0}
          aoTentarNovamente={() => void registros.recarregar()}
          desatualizada={registros.desatualizada}
          valores={registros.itens.some((r) => r.valor !== undefined)}
          dicaVazio={
            registros.primeira?.emOutrosContextos && (
              <EmOutrosContextos lugares={registros.primeira.emOutrosContextos} contar={contarRegistros} />
            )
          }
        >
          <p className="modulo-campo-ajuda" aria-live="polite">
            {contarRegistros(registros.total)}
          </p>
          <div className="modulo-registros">
            {registros.itens.map((registro) => (
              <RegistroCartao
                key={registro.codregistro}
                registro={registro}
                href={`/${modulo}/${lista}/${registro.codregistro}`}
              />
            ))}
          </div>
          <CarregarMais
            temMais={registros.temMais}
            proxima={registros.proxima}
            texto="Carregando mais registros..."
          />
        </EstadoLista>
      </div>
    </PageShell>
  );
}
