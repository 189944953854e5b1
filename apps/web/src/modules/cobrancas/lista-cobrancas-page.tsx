import { IonCard, IonCardContent } from '@ionic/react';
import { formatDataBr, formatMoedaBr } from '@portal/core';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session/session-provider.tsx';
import { tituloNoMenu } from '../../lib/titulo-no-menu.ts';
import { useCaminhoDaPagina } from '../../lib/use-caminho-da-pagina.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { usePaginada } from '../../lib/use-paginada.ts';
import { infoModulo } from '../../ui/catalogo-modulos.ts';
import { EmOutrosContextos } from '../../ui/em-outros-contextos.tsx';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../../ui/lista-paginada.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { AcoesCobranca } from './acoes-cobranca.tsx';
import { listarCobrancas } from './api/cobrancas.ts';
import { SituacaoCobranca } from './situacao.tsx';
import '../../ui/modulos.css';
import './cobrancas.css';

const contarCobrancas = (n: number) => (n === 1 ? '1 cobrança' : `${n} cobranças`);

/** Route /{modulo}/{lista} of a charge list (core's LISTAS_COBRANCA): its charges, open and overdue first (coddao 500). */
export function ListaCobrancasPage() {
  const [modulo = '', lista = ''] = useCaminhoDaPagina();
  const buscar = useCallback((pagina: number) => listarCobrancas(modulo, lista, pagina), [modulo, lista]);
  const guardarComo = useGuardarComo('cobrancas', modulo, lista);
  const cobrancas = usePaginada(buscar, `${modulo}/${lista}`, guardarComo, ['cobrancas']);
  const { menus } = useSession();
  // Titled by the list (its menu item: 'Mensalidades'), its section only when no item of the person's leads here.
  const titulo = tituloNoMenu(menus, `/${modulo}/${lista}`) ?? infoModulo(modulo)?.titulo ?? lista;

  return (
    <PageShell
      title={titulo}
      backHref={`/${modulo}`}
      fixed={<PuxarParaAtualizar recarregar={() => cobrancas.recarregar()} />}
    >
      <div className="modulo-pagina">
        <EstadoLista
          carregando={cobrancas.carregando}
          erro={cobrancas.erro}
          vazio={cobrancas.itens.length === 0}
          aoTentarNovamente={() => void cobrancas.recarregar()}
          desatualizada={cobrancas.desatualizada}
          valores
          dicaVazio={
            cobrancas.primeira?.emOutrosContextos && (
              <EmOutrosContextos lugares={cobrancas.primeira.emOutrosContextos} contar={contarCobrancas} />
            )
          }
        >
          <p className="modulo-campo-ajuda" aria-live="polite">
            {contarCobrancas(cobrancas.total)}
          </p>
          <div className="modulo-registros">
            {cobrancas.itens.map((c) => (
              <IonCard key={c.codcobranca} className="modulo-cartao">
                <IonCardContent>
                  <div className="modulo-cartao-topo">
                    <h2>
                      <Link to={`/${modulo}/${lista}/${c.codcobranca}`}>{c.titulo}</Link>
                    </h2>
                    <SituacaoCobranca cobranca={c} />
                  </div>
                  <div className="modulo-cartao-meta">
                    {c.subtitulo && <span>{c.subtitulo}</span>}
                    <span>
                      Vencimento <time dateTime={c.vencimento}>{formatDataBr(c.vencimento)}</time>
                    </span>
                    {/* While payable, what is still due (an underpayment leaves the rest); once settled, its amount. */}
                    <span className="modulo-valor">
                      {formatMoedaBr((c.restanteCentavos > 0 ? c.restanteCentavos : c.totalCentavos) / 100)}
                    </span>
                  </div>
                  <AcoesCobranca cobranca={c} />
                </IonCardContent>
              </IonCard>
            ))}
          </div>
          <CarregarMais
            temMais={cobrancas.temMais}
            proxima={cobrancas.proxima}
            texto="Carregando mais cobranças..."
          />
        </EstadoLista>
      </div>
    </PageShell>
  );
}
