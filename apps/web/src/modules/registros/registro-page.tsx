import { IonCard, IonCardContent } from '@ionic/react';
import { useCaminhoDaPagina } from '../../lib/use-caminho-da-pagina.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { HtmlSeguro } from '../../ui/html-seguro-view.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { AcoesRegistro } from './acoes-registro.tsx';
import { lerRegistro } from './api/registros.ts';
import { MetaRegistro, StatusRegistro } from './resumo-registro.tsx';
import '../../ui/modulos.css';
import { TextoQuebravel } from '../../ui/texto-quebravel.tsx';

/** Route /{modulo}/{lista}/{codregistro}: one record with its details and body (coddao 301). */
export function RegistroPage() {
  const [modulo = '', lista = '', codregistro = ''] = useCaminhoDaPagina();
  const guardarComo = useGuardarComo('registro', modulo, codregistro);
  const { dados, carregando, erro, desatualizada, recarregar } = useCarregar(
    () => lerRegistro(modulo, codregistro),
    `${modulo}/${codregistro}`,
    undefined,
    guardarComo,
  );

  return (
    <PageShell title={dados?.titulo ?? 'Detalhes'} backHref={`/${modulo}/${lista}`}>
      <div className="modulo-pagina">
        <EstadoLista
          carregando={carregando}
          erro={erro}
          vazio={!dados}
          aoTentarNovamente={recarregar}
          desatualizada={desatualizada}
          valores={dados?.valor !== undefined}
        >
          {dados && (
            <article>
              <div className="modulo-cartao-topo">
                <h2>{dados.titulo}</h2>
                <StatusRegistro status={dados.status} cor={dados.statusCor} />
              </div>
              <MetaRegistro registro={dados} />
              {dados.detalhes.length > 0 && (
                <dl className="modulo-detalhes">
                  {dados.detalhes.map((d) => (
                    <div key={d.rotulo} style={{ display: 'contents' }}>
                      <dt>{d.rotulo}</dt>
                      <dd>
                        <TextoQuebravel texto={d.valor} />
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
              {dados.html && (
                <IonCard>
                  <IonCardContent>
                    <HtmlSeguro html={dados.html} className="modulo-html" />
                  </IonCardContent>
                </IonCard>
              )}
              <AcoesRegistro registro={dados} />
            </article>
          )}
        </EstadoLista>
      </div>
    </PageShell>
  );
}
