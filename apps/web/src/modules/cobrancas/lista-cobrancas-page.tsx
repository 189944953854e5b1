import { IonCard, IonCardContent } from '@ionic/react';
import { formatDataBr, formatMoedaBr } from '@portal/core';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { chamar, operacoes } from '../../lib/api-client.ts';
import { useCaminhoDaPagina } from '../../lib/use-caminho-da-pagina.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { infoModulo } from '../../ui/catalogo-modulos.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { Paginacao } from '../../ui/paginacao.tsx';
import { AcoesCobranca } from './acoes-cobranca.tsx';
import { SituacaoCobranca } from './situacao.tsx';
import '../../ui/modulos.css';
import './cobrancas.css';

const TAMANHO_PAGINA = 10;

/** Route /{modulo}/{lista} of a charge list (core's LISTAS_COBRANCA): its charges, open and overdue first (coddao 500). */
export function ListaCobrancasPage() {
  const [modulo = '', lista = ''] = useCaminhoDaPagina();
  const chave = `${modulo}/${lista}`;
  const [estado, setEstado] = useState({ chave, pagina: 1 });
  const pagina = estado.chave === chave ? estado.pagina : 1;
  const setPagina = useCallback((p: number) => setEstado({ chave, pagina: p }), [chave]);
  const { dados, carregando, erro, recarregar } = useCarregar(
    () => chamar(operacoes.cobrancas, [modulo, lista, pagina, TAMANHO_PAGINA]),
    `${chave}/${pagina}`,
  );
  const titulo = infoModulo(modulo)?.titulo ?? lista;

  return (
    <PageShell title={titulo} backHref={`/${modulo}`}>
      <div className="modulo-pagina">
        <EstadoLista
          carregando={carregando}
          erro={erro}
          vazio={!dados || dados.itens.length === 0}
          aoTentarNovamente={recarregar}
        />
        {dados && dados.itens.length > 0 && (
          <>
            <p className="modulo-campo-ajuda" aria-live="polite">
              {dados.total === 1 ? '1 cobrança' : `${dados.total} cobranças`}
            </p>
            <div className="modulo-registros">
              {dados.itens.map((c) => (
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
                      <span className="modulo-valor">{formatMoedaBr(c.totalCentavos / 100)}</span>
                    </div>
                    <AcoesCobranca cobranca={c} />
                  </IonCardContent>
                </IonCard>
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
