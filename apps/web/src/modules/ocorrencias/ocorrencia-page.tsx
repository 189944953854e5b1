import { IonButton, IonSpinner } from '@ionic/react';
import {
  type ErroV4,
  formatDataHoraBrasilia,
  MENSAGENS,
  MENSAGENS_OCORRENCIA,
  OCORRENCIA_LIMITES,
  type OcorrenciaDetalhe,
  rotuloCategoriaOcorrencia,
  SITUACOES_OCORRENCIA,
} from '@portal/core';
import { useCallback, useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useCaminhoDaPagina } from '../../lib/use-caminho-da-pagina.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import {
  avaliarOcorrencia,
  enviarMensagem,
  lerOcorrencia,
  moverOcorrencia,
  reabrirOcorrencia,
} from './api/ocorrencias.ts';
import { Conversa } from './conversa.tsx';
import { FotosDaOcorrencia } from './fotos-da-ocorrencia.tsx';
import { SituacaoDaOcorrencia } from './situacao-ocorrencia.tsx';
import '../../ui/modulos.css';
import './ocorrencias.css';

type Resposta = OcorrenciaDetalhe | ErroV4;

/** How far a request has gone: its steps and messages, which are only ever added. */
const tamanho = (o: OcorrenciaDetalhe) => o.passos.length + o.mensagens.length;

/**
 * Routes condominio/ocorrencias/:cod and condominio/sindico/ocorrencias/:cod (coddao 762): one request — its
 * description and photos, its timeline (every step with when), its talk — and what the caller may do now, as the
 * answer says: the síndico's moves with an optional reply; the resident's rating and reopening. Every write is
 * idempotent and its answer is the request as it is now.
 */
export function OcorrenciaPage() {
  const caminho = useCaminhoDaPagina();
  const doSindico = caminho[1] === 'sindico';
  const cod = Number(caminho.at(-1));
  const carregar = useCallback(() => lerOcorrencia(cod), [cod]);
  const { dados, carregando, erro, recarregar } = useCarregar(carregar, `ocorrencia-${cod}`, ['ocorrencias']);
  // A write's answer and a read (after any announcement) may arrive in either order: the newer one is shown. The
  // timeline and the talk only grow, so the answer with more steps and messages is the newer.
  const [escrita, setEscrita] = useState<OcorrenciaDetalhe | null>(null);
  const o =
    escrita && escrita.codocorrencia === cod && (!dados || tamanho(escrita) > tamanho(dados))
      ? escrita
      : dados;
  const setAtual = (novo: OcorrenciaDetalhe) => setEscrita(novo);
  const { alert, toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const [enviando, setEnviando] = useState<string | null>(null);

  /** One write, once: shows its refusal as the API words it, else the request as it is now. */
  async function escrever(
    alvo: string,
    carga: unknown,
    enviar: (chave: string) => Promise<Resposta>,
    ok?: string,
  ) {
    setEnviando(alvo);
    try {
      const envio = await enviarUmaVez(alvo, carga, enviar);
      if (!envio.enviado) return false;
      if (isErroV4(envio.resposta)) {
        await alert({ header: MENSAGENS.tituloAviso, message: envio.resposta.mensagem });
        return false;
      }
      setAtual(envio.resposta);
      if (ok) toast(ok);
      return true;
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
      return false;
    } finally {
      setEnviando(null);
    }
  }

  const voltar = doSindico ? '/condominio/sindico/ocorrencias' : '/condominio/ocorrencias';
  return (
    <PageShell title="Ocorrência" backHref={voltar}>
      <div className="modulo-pagina">
        <EstadoLista carregando={carregando} erro={erro} vazio={!o} aoTentarNovamente={recarregar} />
        {o && (
          <>
            <section className="ocorrencia-cabecalho" aria-labelledby="ocorrencia-titulo">
              <div className="modulo-cartao-topo">
                <h2 id="ocorrencia-titulo">
                  {rotuloCategoriaOcorrencia(o.categoria)} · {o.unidade}
                </h2>
                <SituacaoDaOcorrencia o={o} />
              </div>
              <p className="ocorrencia-descricao">{o.descricao}</p>
              <p className="modulo-campo-ajuda">
                Aberta por {o.autor} em {formatDataHoraBrasilia(o.criadaEm)}
                {o.situacao !== 'concluida' && ` · Prazo: ${formatDataHoraBrasilia(o.prazo)}`}
              </p>
              <FotosDaOcorrencia codocorrencia={o.codocorrencia} fotos={o.listaFotos} />
            </section>

            {o.movimentos.length > 0 && (
              <Mover
                o={o}
                enviando={enviando}
                aoMover={(situacao, mensagem) =>
                  escrever(
                    `mover-${o.codocorrencia}`,
                    { situacao, mensagem },
                    (chave) => moverOcorrencia(o.codocorrencia, situacao, mensagem, chave),
                    `Ocorrência ${SITUACOES_OCORRENCIA[situacao].toLowerCase()}. O morador foi avisado.`,
                  )
                }
              />
            )}

            <section aria-labelledby="ocorrencia-linha">
              <h2 id="ocorrencia-linha">Andamento</h2>
              <ol className="ocorrencia-linha-do-tempo">
                {o.passos.map((p) => (
                  <li key={`${p.passo}-${p.em}`}>
                    <strong>{p.nome}</strong>
                    <time dateTime={p.em}>{formatDataHoraBrasilia(p.em)}</time>
                  </li>
                ))}
              </ol>
            </section>

            {o.podeAvaliar && (
              <Avaliar
                enviando={enviando !== null}
                aoAvaliar={(nota) =>
                  escrever(
                    `avaliar-${o.codocorrencia}`,
                    { nota },
                    (chave) => avaliarOcorrencia(o.codocorrencia, nota, chave),
                    MENSAGENS_OCORRENCIA.avaliada,
                  )
                }
              />
            )}

            <Conversa
              o={o}
              enviando={enviando === `mensagem-${o.codocorrencia}`}
              aoEnviar={(texto) =>
                escrever(
                  `mensagem-${o.codocorrencia}`,
                  { texto },
                  (chave) => enviarMensagem(o.codocorrencia, texto, chave),
                  MENSAGENS_OCORRENCIA.enviada,
                )
              }
            />

            {o.podeReabrir && (
              <Reabrir
                enviando={enviando !== null}
                aoReabrir={(motivo) =>
                  escrever(
                    `reabrir-${o.codocorrencia}`,
                    { motivo },
                    (chave) => reabrirOcorrencia(o.codocorrencia, motivo, chave),
                    MENSAGENS_OCORRENCIA.reaberta,
                  )
                }
              />
            )}
          </>
        )}
      </div>
    </PageShell>
  );
}

/** The síndico's moves (core's proximasSituacoes, as the answer lists them), with an optional reply. */
function Mover({
  o,
  enviando,
  aoMover,
}: {
  o: OcorrenciaDetalhe;
  enviando: string | null;
  aoMover: (situacao: 'em_andamento' | 'concluida', mensagem: string) => Promise<boolean>;
}) {
  const [resposta, setResposta] = useState('');
  const movimentos = o.movimentos.filter((m): m is 'em_andamento' | 'concluida' => m !== 'aberta');
  return (
    <section className="modulo-formulario" aria-labelledby="ocorrencia-mover">
      <h2 id="ocorrencia-mover">Atender</h2>
      <div className="modulo-campo">
        <label htmlFor="ocorrencia-resposta">Resposta ao morador (opcional)</label>
        <textarea
          id="ocorrencia-resposta"
          rows={3}
          maxLength={OCORRENCIA_LIMITES.mensagemMax}
          value={resposta}
          onChange={(e) => setResposta(e.target.value)}
        />
      </div>
      <div className="modulo-acoes">
        {movimentos.map((m) => (
          <IonButton
            key={m}
            fill={m === 'concluida' ? 'solid' : 'outline'}
            disabled={enviando !== null}
            onClick={() => {
              const enviada = resposta;
              // Cleared only if untouched meanwhile: what was typed while it was sent stays.
              void aoMover(m, enviada.trim()).then((ok) => {
                if (ok) setResposta((atual) => (atual === enviada ? '' : atual));
              });
            }}
          >
            {m === 'concluida' ? 'Concluir' : 'Iniciar atendimento'}
          </IonButton>
        ))}
      </div>
    </section>
  );
}

/** The resident's rating, 1 to 5 stars, once. */
function Avaliar({
  enviando,
  aoAvaliar,
}: {
  enviando: boolean;
  aoAvaliar: (nota: number) => Promise<boolean>;
}) {
  const [nota, setNota] = useState(0);
  return (
    <section className="modulo-formulario" aria-labelledby="ocorrencia-avaliar">
      <h2 id="ocorrencia-avaliar">Avalie o atendimento</h2>
      <fieldset className="ocorrencia-estrelas">
        <legend>Sua nota, de 1 a 5 estrelas</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" name="nota" value={n} checked={nota === n} onChange={() => setNota(n)} />
            <span aria-hidden="true">{n <= nota ? '★' : '☆'}</span>
            <span className="modulo-visualmente-oculto">{n === 1 ? '1 estrela' : `${n} estrelas`}</span>
          </label>
        ))}
      </fieldset>
      <div className="modulo-acoes">
        <IonButton disabled={nota === 0 || enviando} onClick={() => void aoAvaliar(nota)}>
          Enviar avaliação
        </IonButton>
      </div>
    </section>
  );
}

/** Reopening, once, within 7 days of the conclusion, saying why. */
function Reabrir({
  enviando,
  aoReabrir,
}: {
  enviando: boolean;
  aoReabrir: (motivo: string) => Promise<boolean>;
}) {
  const [motivo, setMotivo] = useState('');
  const [aberto, setAberto] = useState(false);
  if (!aberto)
    return (
      <div className="modulo-acoes">
        <IonButton fill="outline" onClick={() => setAberto(true)}>
          Reabrir ocorrência
        </IonButton>
      </div>
    );
  return (
    <section className="modulo-formulario" aria-labelledby="ocorrencia-reabrir">
      <h2 id="ocorrencia-reabrir">Reabrir ocorrência</h2>
      <p className="modulo-campo-ajuda">
        Uma ocorrência pode ser reaberta uma vez, até {OCORRENCIA_LIMITES.reabrirDias} dias depois de
        concluída.
      </p>
      <div className="modulo-campo">
        <label htmlFor="ocorrencia-motivo">Por que reabrir?</label>
        <textarea
          id="ocorrencia-motivo"
          rows={3}
          maxLength={OCORRENCIA_LIMITES.mensagemMax}
          value={motivo}
          onChange={(e) => setMotivo(e.target.value)}
        />
      </div>
      <div className="modulo-acoes">
        <IonButton disabled={motivo.trim() === '' || enviando} onClick={() => void aoReabrir(motivo.trim())}>
          {enviando && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
          Reabrir
        </IonButton>
      </div>
    </section>
  );
}
