import { IonButton } from '@ionic/react';
import {
  type Assembleia,
  formatDataHoraBrasilia,
  MENSAGENS,
  MENSAGENS_ASSEMBLEIA,
  TEXTO_MODALIDADE,
  TEXTO_TIPO_ASSEMBLEIA,
} from '@portal/core';
import { useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useAbrirAnexo } from '../../lib/use-abrir-documento.ts';
import { useCaminhoDaPagina } from '../../lib/use-caminho-da-pagina.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { LinkApp } from '../../ui/link-app.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { abrirVotacao, encerrarVotacao, lerAssembleia } from './api/assembleias.ts';
import { AuditoriaVotos } from './auditoria-votos.tsx';
import { ItemDaPauta } from './item-da-pauta.tsx';
import '../../ui/modulos.css';
import './assembleias.css';

const TOPICOS = ['assembleias'] as const;

/** The notice: when, how, where and — online or hybrid (Lei 14.309/2022) — how to take part and vote. */
function Edital({ a }: { a: Assembleia }) {
  return (
    <dl className="modulo-detalhes">
      <dt>Data</dt>
      <dd>{formatDataHoraBrasilia(a.inicio)}</dd>
      <dt>Modalidade</dt>
      <dd>{TEXTO_MODALIDADE[a.modalidade]}</dd>
      {a.local && (
        <>
          <dt>Local</dt>
          <dd>{a.local}</dd>
        </>
      )}
      <dt>Sua unidade</dt>
      <dd>
        {a.unidade} · {a.edificio}
      </dd>
      <dt>Contagem dos votos</dt>
      <dd>{a.votoPorFracao ? 'Pela fração ideal de cada unidade' : 'Um voto por unidade'}</dd>
      {a.comoParticipar && (
        <>
          <dt>Como participar e votar</dt>
          <dd>
            {a.comoParticipar}
            {a.link && (
              <>
                {' '}
                <a href={a.link} target="_blank" rel="noopener noreferrer">
                  Entrar na sala virtual
                </a>
              </>
            )}
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * Route condominio/assembleias/:codassembleia — one assembly (coddao 741): the notice, its documents, the agenda
 * with the unit's vote per item (coddao 742), the live quorum, the result after closing and its PDF; to the
 * síndico, opening and closing the voting (743/744) and the record of who voted (745).
 */
export function AssembleiaPage() {
  const [, , cod = ''] = useCaminhoDaPagina();
  const codassembleia = Number(cod);
  const { alert, confirm, toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const abrirAnexo = useAbrirAnexo();
  const [auditoria, setAuditoria] = useState(false);
  const {
    dados: a,
    carregando,
    erro,
    desatualizada,
    recarregar,
  } = useCarregar(
    () => lerAssembleia(codassembleia),
    `assembleia-${codassembleia}`,
    TOPICOS,
    useGuardarComo('assembleia', codassembleia),
  );

  async function votacao(acao: 'abrir' | 'encerrar') {
    if (!a) return;
    const abrir = acao === 'abrir';
    const sim = await confirm({
      header: abrir ? 'Abrir votação' : 'Encerrar votação',
      message: abrir
        ? `Abrir a votação online de ${a.titulo}? Os moradores serão avisados.`
        : `Encerrar a votação de ${a.titulo}? Depois disso nenhum voto pode ser alterado e o resultado é publicado.`,
    });
    if (!sim) return;
    try {
      const envio = await enviarUmaVez(`votacao-${acao}-${a.codassembleia}`, null, (chave) =>
        abrir ? abrirVotacao(a.codassembleia, chave) : encerrarVotacao(a.codassembleia, chave),
      );
      if (!envio.enviado) return;
      if (isErroV4(envio.resposta)) {
        await alert({ header: MENSAGENS.tituloAviso, message: envio.resposta.mensagem });
      } else toast(abrir ? 'Votação aberta.' : 'Votação encerrada. O resultado está publicado.');
      recarregar();
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    }
  }

  const online = a?.itens.filter((i) => i.votacaoOnline) ?? [];
  const aAbrir = online.some((i) => i.situacao === 'nao-aberta');
  const aberta = online.some((i) => i.situacao === 'aberta');
  const encerrada = online.some((i) => i.situacao === 'encerrada');

  return (
    <PageShell title={a?.titulo ?? 'Assembleia'} backHref="/condominio/assembleias">
      <div className="modulo-pagina assembleia">
        <EstadoLista
          carregando={carregando && !a}
          erro={a ? null : erro}
          vazio={!a}
          aoTentarNovamente={recarregar}
          desatualizada={desatualizada}
        >
          {a && (
            <>
              <h2>
                {TEXTO_TIPO_ASSEMBLEIA[a.tipo]}: {a.titulo}
              </h2>
              <Edital a={a} />
              {a.documentos.length > 0 && (
                <section aria-labelledby="assembleia-documentos">
                  <h3 id="assembleia-documentos">Documentos</h3>
                  <ul className="assembleia-documentos">
                    {a.documentos.map((d) => (
                      <li key={d.codigo}>
                        <LinkApp href={`/doc/${d.codigo}`}>{d.titulo}</LinkApp>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {a.sindico && (
                <section className="modulo-acoes" aria-label="Ações do síndico">
                  {aAbrir && <IonButton onClick={() => void votacao('abrir')}>Abrir votação</IonButton>}
                  {aberta && (
                    <IonButton color="danger" onClick={() => void votacao('encerrar')}>
                      Encerrar votação
                    </IonButton>
                  )}
                  <IonButton fill="outline" onClick={() => setAuditoria((v) => !v)}>
                    {auditoria ? 'Ocultar registro de votos' : 'Registro de votos'}
                  </IonButton>
                </section>
              )}
              {a.sindico && auditoria && <AuditoriaVotos codassembleia={a.codassembleia} />}
              <h3>Pauta</h3>
              {a.itens.map((item) => (
                <ItemDaPauta
                  key={item.coditem}
                  item={item}
                  porFracao={a.votoPorFracao}
                  podeVotar={a.podeVotar}
                  aoMudar={recarregar}
                />
              ))}
              {aberta && !encerrada && <p className="votacao-nota">{MENSAGENS_ASSEMBLEIA.resultadoDepois}</p>}
              {encerrada && (
                <div className="modulo-acoes">
                  <IonButton
                    fill="outline"
                    onClick={() =>
                      abrirAnexo({
                        doc: 'ata-votacao',
                        params: [a.codassembleia],
                        filename: `votacao_assembleia_${a.codassembleia}.pdf`,
                        filetype: 'application/pdf',
                      })
                    }
                  >
                    Resultado em PDF
                  </IonButton>
                </div>
              )}
            </>
          )}
        </EstadoLista>
      </div>
    </PageShell>
  );
}
