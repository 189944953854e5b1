import { IonButton, IonIcon } from '@ionic/react';
import {
  type Cobranca,
  formatDataBr,
  formatDataHoraBr,
  formatMoedaBr,
  MENSAGENS_COBRANCA,
} from '@portal/core';
import { barcodeOutline, copyOutline, documentTextOutline, receiptOutline } from 'ionicons/icons';
import { useCallback, useState } from 'react';
import { isErroV4 } from '../../lib/api-client.ts';
import { copiarTexto } from '../../lib/copiar-texto.ts';
import { useAbrirAnexo } from '../../lib/use-abrir-documento.ts';
import { useCaminhoDaPagina } from '../../lib/use-caminho-da-pagina.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { TextoQuebravel } from '../../ui/texto-quebravel.tsx';
import { lerCobranca } from './api/cobrancas.ts';
import { BarrasBoleto } from './barras-boleto.tsx';
import { QrPix } from './qr-pix.tsx';
import { pagavel, SituacaoCobranca } from './situacao.tsx';
import { useAtualizarEnquantoAberta } from './use-atualizar-enquanto-aberta.ts';
import '../../ui/modulos.css';
import './cobrancas.css';

const MEIOS: Record<string, string> = { pix: 'Pix', boleto: 'Boleto' };
const reais = (centavos: number) => formatMoedaBr(centavos / 100);
const percentual = (p: number) => `${String(p).replace('.', ',')} %`;

function Campos({ c }: { c: Cobranca }) {
  const campos: [string, string][] = [
    ['Beneficiário', `${c.beneficiario} - CNPJ ${c.beneficiarioCnpj}`],
    ['Vencimento', formatDataBr(c.vencimento)],
    ['Valor', reais(c.valorCentavos)],
    ...c.itens.map((i): [string, string] => [i.descricao, reais(i.valorCentavos)]),
  ];
  if (c.situacao === 'vencido')
    campos.push(
      ['Dias em atraso', String(c.diasAtraso)],
      [`Multa (${percentual(c.multaPercentual)})`, reais(c.multaCentavos)],
      [`Juros (${percentual(c.jurosMesPercentual)} ao mês)`, reais(c.jurosCentavos)],
      ['Total a pagar hoje', reais(c.totalCentavos)],
    );
  if (c.desconto)
    campos.push([
      'Desconto pontualidade',
      `${reais(c.desconto.valorCentavos)} até ${formatDataBr(c.desconto.ate)}`,
    ]);
  // An underpayment leaves the charge open: what came in and what is still due (the Pix asks the rest).
  if (c.recebidoCentavos > 0 && c.restanteCentavos > 0)
    campos.push(
      ['Valor já recebido', reais(c.recebidoCentavos)],
      ['Restante a pagar', reais(c.restanteCentavos)],
    );
  if (c.pagamento)
    campos.push(
      ['Pago em', formatDataHoraBr(c.pagamento.pagoEm)],
      ['Valor pago', reais(c.pagamento.valorCentavos)],
      ['Forma de pagamento', MEIOS[c.pagamento.meio] ?? c.pagamento.meio],
      ['Autenticação', c.pagamento.autenticacao],
    );
  campos.push(['Nosso número', c.nossoNumero]);
  return (
    <dl className="modulo-detalhes">
      {campos.map(([rotulo, valor]) => (
        <div key={rotulo} style={{ display: 'contents' }}>
          <dt>{rotulo}</dt>
          <dd>
            <TextoQuebravel texto={valor} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Route /{modulo}/{lista}/{codcobranca}: one charge (coddao 501) — status, fine and interest before paying, the
 * boleto drawn with its line, the Pix QR code, the PDF, and once paid the receipt. While it can be paid the
 * screen asks again every few seconds, so it turns "Pago" by itself after the provider's confirmation.
 */
export function CobrancaPage() {
  const [modulo = '', lista = '', codcobranca = ''] = useCaminhoDaPagina();
  const { toast } = useFeedback();
  const abrirAnexo = useAbrirAnexo();
  const guardarComo = useGuardarComo('cobranca', modulo, codcobranca);
  const inicial = useCarregar(
    () => lerCobranca(modulo, codcobranca),
    `${modulo}/${codcobranca}`,
    undefined,
    guardarComo,
  );
  const [novo, setNovo] = useState<{ chave: string; c: Cobranca } | null>(null);
  const chave = `${modulo}/${codcobranca}`;
  const c = novo?.chave === chave ? novo.c : inicial.dados;

  const atualizar = useCallback(() => {
    lerCobranca(modulo, codcobranca).then(
      (r) => {
        if (!isErroV4(r)) setNovo({ chave, c: r });
      },
      () => {},
    );
  }, [modulo, codcobranca, chave]);
  useAtualizarEnquantoAberta(c !== null && pagavel(c), atualizar);

  async function copiar(texto: string, confirmacao: string) {
    toast(
      (await copiarTexto(texto))
        ? confirmacao
        : 'Não foi possível copiar. Selecione o código e copie manualmente.',
    );
  }

  return (
    <PageShell title={c?.titulo ?? 'Cobrança'} backHref={`/${modulo}/${lista}`}>
      <div className="modulo-pagina">
        <EstadoLista
          carregando={inicial.carregando && !c}
          erro={c ? null : inicial.erro}
          vazio={!c}
          aoTentarNovamente={inicial.recarregar}
          desatualizada={novo?.chave === chave ? null : inicial.desatualizada}
          valores
        >
          {c && (
            <article className="cobranca">
              <div className="modulo-cartao-topo">
                <h2>{c.titulo}</h2>
                <span aria-live="polite">
                  <SituacaoCobranca cobranca={c} />
                </span>
              </div>
              {c.subtitulo && <p className="modulo-campo-ajuda">{c.subtitulo}</p>}
              {/* Addressed to whoever pays: a receivable the company issued is its customer's to pay. */}
              {c.situacao === 'vencido' && !c.aReceber && (
                <p className="cobranca-aviso">{MENSAGENS_COBRANCA.multaJurosAviso}</p>
              )}
              <Campos c={c} />
              {c.boleto && (
                <section className="cobranca-bloco" aria-labelledby="cobranca-boleto">
                  <h3 id="cobranca-boleto">Boleto</h3>
                  <BarrasBoleto codigo={c.boleto.codigoBarras} />
                  <p className="cobranca-linha">{c.boleto.linhaFormatada}</p>
                  <IonButton
                    fill="outline"
                    onClick={() => copiar(c.boleto?.linhaDigitavel ?? '', 'Linha digitável copiada.')}
                  >
                    <IonIcon icon={barcodeOutline} slot="start" aria-hidden="true" />
                    {MENSAGENS_COBRANCA.copiarLinha}
                  </IonButton>
                </section>
              )}
              {c.pixCopiaECola && (
                <section className="cobranca-bloco" aria-labelledby="cobranca-pix">
                  <h3 id="cobranca-pix">Pix</h3>
                  <QrPix codigo={c.pixCopiaECola} />
                  <p className="cobranca-pix-codigo">{c.pixCopiaECola}</p>
                  <IonButton
                    fill="outline"
                    onClick={() => copiar(c.pixCopiaECola ?? '', 'Código Pix copiado.')}
                  >
                    <IonIcon icon={copyOutline} slot="start" aria-hidden="true" />
                    {MENSAGENS_COBRANCA.copiarPix}
                  </IonButton>
                </section>
              )}
              <div className="modulo-acoes">
                <IonButton onClick={() => abrirAnexo({ ...c.documento, filetype: 'application/pdf' })}>
                  <IonIcon
                    icon={c.situacao === 'pago' ? receiptOutline : documentTextOutline}
                    slot="start"
                    aria-hidden="true"
                  />
                  {c.situacao === 'pago' ? 'Ver comprovante' : 'Ver boleto (PDF)'}
                </IonButton>
              </div>
            </article>
          )}
        </EstadoLista>
      </div>
    </PageShell>
  );
}
