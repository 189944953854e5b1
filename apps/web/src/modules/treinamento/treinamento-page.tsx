import { IonCard, IonCardContent, IonText } from '@ionic/react';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { HtmlSeguro } from '../../ui/html-seguro-view.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { listarTreinamentos } from './api/treinamentos.ts';
import '../../ui/modulos.css';

const horas = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** Only http(s) video links are offered; anything else from the server is dropped. */
function videoSeguro(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

/** Route treinamento (coddao 250): the courses, each module expandable with its sanitised content. */
export function TreinamentoPage() {
  const { dados, carregando, erro, desatualizada, recarregar } = useCarregar(
    listarTreinamentos,
    'treinamentos',
    undefined,
    useGuardarComo('treinamentos'),
  );
  return (
    <PageShell title="Treinamentos">
      <div className="modulo-pagina">
        <EstadoLista
          carregando={carregando}
          erro={erro}
          vazio={!dados || dados.itens.length === 0}
          aoTentarNovamente={recarregar}
          desatualizada={desatualizada}
        />
        {dados?.itens.map((t) => (
          <IonCard key={t.codtreinamento} className="modulo-cartao modulo-treinamento">
            <IonCardContent>
              <h2>{t.titulo}</h2>
              <IonText color="dark">
                <p>{t.descricao}</p>
              </IonText>
              <p className="modulo-campo-ajuda">
                Carga horária: {horas.format(t.cargaHoraria)} h · {t.modulos.length}{' '}
                {t.modulos.length === 1 ? 'módulo' : 'módulos'}
              </p>
              {t.modulos.map((m, i) => {
                const video = videoSeguro(m.videoUrl);
                return (
                  <details key={m.titulo} className="modulo-treinamento-item">
                    <summary>
                      {i + 1}. {m.titulo}
                    </summary>
                    <HtmlSeguro html={m.conteudoHtml} className="modulo-html" />
                    {video && (
                      <a className="modulo-link-acao" href={video} target="_blank" rel="noopener noreferrer">
                        Assistir ao vídeo
                        <span className="modulo-visualmente-oculto"> (abre em nova aba)</span>
                      </a>
                    )}
                  </details>
                );
              })}
            </IonCardContent>
          </IonCard>
        ))}
      </div>
    </PageShell>
  );
}
