import { IonButton } from '@ionic/react';
import { MENSAGENS_PESQUISA, type Pesquisa, problemasDaResposta, type RespostaPergunta } from '@portal/core';
import { useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useCaminhoDaPagina } from '../../lib/use-caminho-da-pagina.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { lerPesquisa, responderPesquisa } from './api/pesquisas.ts';
import '../../ui/modulos.css';
import './assembleias.css';

type Pergunta = Pesquisa['perguntas'][number];

/** The published results: each option's count, the texts as written. */
function Resultados({ p }: { p: Pesquisa }) {
  if (!p.resultado) return <p>{MENSAGENS_PESQUISA.resultadosDepois}</p>;
  return (
    <section aria-labelledby="pesquisa-resultados">
      <h3 id="pesquisa-resultados">
        Resultados ({p.respostas === 1 ? '1 resposta' : `${p.respostas} respostas`})
      </h3>
      {p.perguntas.map((q) => {
        const r = p.resultado?.find((x) => x.codpergunta === q.codpergunta);
        return (
          <div key={q.codpergunta} className="votacao-item">
            <h4>{q.texto}</h4>
            {q.tipo === 'texto' ? (
              <ul>
                {(r?.textos ?? []).map((t, i) => (
                  // Texts are not unique; their order is the answers'.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a list of plain texts that never reorders
                  <li key={i}>{t}</li>
                ))}
              </ul>
            ) : (
              <ul>
                {q.opcoes.map((o, i) => (
                  <li key={o}>
                    {o}: {r?.contagens[i] ?? 0}
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** One question as a field: radios, checkboxes or a text area. */
function CampoPergunta({
  q,
  valor,
  erro,
  mudar,
}: {
  q: Pergunta;
  valor: RespostaPergunta;
  erro: string | undefined;
  mudar: (r: RespostaPergunta) => void;
}) {
  const id = `pergunta-${q.codpergunta}`;
  if (q.tipo === 'texto') {
    return (
      <div className="modulo-campo">
        <label htmlFor={id}>{q.texto}</label>
        <textarea
          id={id}
          rows={3}
          maxLength={1000}
          aria-invalid={erro ? true : undefined}
          aria-describedby={erro ? `${id}-erro` : undefined}
          value={valor.texto ?? ''}
          onChange={(e) => mudar({ codpergunta: q.codpergunta, texto: e.target.value })}
        />
        {erro && (
          <span id={`${id}-erro`} className="modulo-campo-erro">
            {erro}
          </span>
        )}
      </div>
    );
  }
  const escolhidas = valor.opcoes ?? [];
  return (
    <fieldset className="votacao-opcoes" aria-describedby={erro ? `${id}-erro` : undefined}>
      <legend>{q.texto}</legend>
      {q.opcoes.map((o, i) => (
        <label key={o} className="votacao-opcao">
          <input
            type={q.tipo === 'unica' ? 'radio' : 'checkbox'}
            name={id}
            checked={escolhidas.includes(i)}
            onChange={(e) =>
              mudar({
                codpergunta: q.codpergunta,
                opcoes:
                  q.tipo === 'unica'
                    ? [i]
                    : e.target.checked
                      ? [...escolhidas, i].sort((a, b) => a - b)
                      : escolhidas.filter((x) => x !== i),
              })
            }
          />
          <span>{o}</span>
        </label>
      ))}
      {erro && (
        <span id={`${id}-erro`} className="modulo-campo-erro">
          {erro}
        </span>
      )}
    </fieldset>
  );
}

/**
 * Route condominio/pesquisas/:codpesquisa — one survey (coddao 751): its questions to answer once (752, checked
 * by core's rule here and in the API), and its results once published.
 */
export function PesquisaPage() {
  const [, , cod = ''] = useCaminhoDaPagina();
  const codpesquisa = Number(cod);
  const { toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const {
    dados: p,
    carregando,
    erro,
    desatualizada,
    recarregar,
  } = useCarregar(
    () => lerPesquisa(codpesquisa),
    `pesquisa-${codpesquisa}`,
    ['assembleias'],
    useGuardarComo('pesquisa', codpesquisa),
  );
  const [respostas, setRespostas] = useState<Record<number, RespostaPergunta>>({});
  const [erros, setErros] = useState<Record<string, string>>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function enviar(pesquisa: Pesquisa) {
    const lista = pesquisa.perguntas.map((q) => respostas[q.codpergunta] ?? { codpergunta: q.codpergunta });
    const problemas = problemasDaResposta(pesquisa.perguntas, lista);
    setErros(problemas);
    if (Object.keys(problemas).length > 0) {
      setAviso('Responda às perguntas marcadas.');
      return;
    }
    setAviso(null);
    setEnviando(true);
    try {
      const envio = await enviarUmaVez(`pesquisa-${codpesquisa}`, lista, (chave) =>
        responderPesquisa(codpesquisa, lista, chave),
      );
      if (!envio.enviado) return;
      if (isErroV4(envio.resposta)) setAviso(envio.resposta.mensagem);
      else toast('Resposta enviada. Obrigado!');
      recarregar();
    } catch (falha) {
      setAviso(mensagemDeErro(falha));
    } finally {
      setEnviando(false);
    }
  }

  const agora = Date.now();
  const aberta = p ? Date.parse(p.abertaEm) <= agora && agora < Date.parse(p.encerraEm) : false;
  return (
    <PageShell title={p?.titulo ?? 'Pesquisa'} backHref="/condominio/pesquisas">
      <div className="modulo-pagina">
        <EstadoLista
          carregando={carregando && !p}
          erro={p ? null : erro}
          vazio={!p}
          aoTentarNovamente={recarregar}
          desatualizada={desatualizada}
        >
          {p && (
            <>
              <p>{p.descricao}</p>
              {p.respondida && <p className="votacao-atual">Você já respondeu a esta pesquisa.</p>}
              {!p.respondida && aberta && (
                <form
                  className="modulo-formulario"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void enviar(p);
                  }}
                >
                  {p.perguntas.map((q) => (
                    <CampoPergunta
                      key={q.codpergunta}
                      q={q}
                      valor={respostas[q.codpergunta] ?? { codpergunta: q.codpergunta }}
                      erro={erros[`pergunta.${q.codpergunta}`]}
                      mudar={(r) => setRespostas((atual) => ({ ...atual, [q.codpergunta]: r }))}
                    />
                  ))}
                  {aviso && (
                    <p className="modulo-campo-erro" role="alert">
                      {aviso}
                    </p>
                  )}
                  <IonButton type="submit" disabled={enviando}>
                    Enviar resposta
                  </IonButton>
                </form>
              )}
              {!p.respondida && !aberta && <p>{MENSAGENS_PESQUISA.fechada}</p>}
              <Resultados p={p} />
            </>
          )}
        </EstadoLista>
      </div>
    </PageShell>
  );
}
