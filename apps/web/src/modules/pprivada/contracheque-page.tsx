import { IonButton, IonIcon, IonItem, IonLabel, IonList } from '@ionic/react';
import { formatCompetencia, formatDataBr, formatMoedaBr, MENSAGENS } from '@portal/core';
import { documentTextOutline } from 'ionicons/icons';
import { useCallback } from 'react';
import { abrirArquivo } from '../../lib/arquivos.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useAvisoArquivo, useBuscarDocumento } from '../../lib/use-abrir-documento.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { nomeContracheque, salvarContracheque } from '../../platform/arquivos.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { listarContracheques } from './api/contracheques.ts';
import '../../ui/modulos.css';

/**
 * Route pprivada/contracheque: the user's payslips by month (coddao 230). A payslip opens as a PDF fetched
 * through V3 (with the loader): in a new tab on the web, saved to Documents on Android and iOS.
 */
export function ContrachequePage() {
  const { usuario } = useSession();
  const buscarDocumento = useBuscarDocumento();
  const { alert } = useFeedback();
  const avisar = useAvisoArquivo();
  const { dados, carregando, erro, desatualizada, recarregar } = useCarregar(
    listarContracheques,
    'contracheques',
    undefined,
    useGuardarComo('contracheques'),
  );

  const abrir = useCallback(
    (codcontracheque: number) =>
      buscarDocumento('contracheque', [usuario?.codpessoa ?? '', codcontracheque], async (blob) => {
        const nome = nomeContracheque();
        try {
          // Native platforms save to Documents and open the viewer; the web opens a new tab (SPEC §7).
          if (!(await salvarContracheque(blob, nome))) abrirArquivo(blob, nome, 'pdf', avisar);
        } catch {
          await alert({ header: MENSAGENS.tituloErroDocumento, message: MENSAGENS.falhaAbrirArquivo });
        }
      }),
    [buscarDocumento, alert, avisar, usuario?.codpessoa],
  );

  return (
    <PageShell title="Contracheque" backHref="/pprivada">
      <div className="modulo-pagina">
        <EstadoLista
          carregando={carregando}
          erro={erro}
          vazio={!dados || dados.itens.length === 0}
          aoTentarNovamente={recarregar}
          desatualizada={desatualizada}
          valores
        />
        {dados && dados.itens.length > 0 && (
          <IonList lines="full">
            {dados.itens.map((c) => {
              const competencia = formatCompetencia(c.competencia, ' de ');
              return (
                <IonItem key={c.codcontracheque}>
                  <IonLabel>
                    <h2>{competencia}</h2>
                    <p>{c.descricao}</p>
                    <p>
                      Pago em <time dateTime={c.dthpagamento}>{formatDataBr(c.dthpagamento)}</time> · Líquido{' '}
                      <strong>{formatMoedaBr(c.liquido)}</strong>
                    </p>
                  </IonLabel>
                  <IonButton
                    slot="end"
                    fill="outline"
                    onClick={() => abrir(c.codcontracheque)}
                    aria-label={`Abrir PDF do contracheque de ${competencia}`}
                  >
                    <IonIcon icon={documentTextOutline} slot="start" aria-hidden="true" />
                    Abrir PDF
                  </IonButton>
                </IonItem>
              );
            })}
          </IonList>
        )}
      </div>
    </PageShell>
  );
}
