import { IonButton, IonText } from '@ionic/react';
import {
  type FaltaRegistrada,
  formatDataBr,
  formatFrequencia,
  lerMotivo,
  MENSAGENS_FREQUENCIA,
  nomeDoHorario,
  parseParamsSistema,
  rotuloJustificativa,
} from '@portal/core';
import { useRef, useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { alunosDe } from '../../lib/session/contexto.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { ACEITOS_ANEXO, anexoDoArquivo, motivoRecusaAnexo } from '../../ui/anexos.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { TabelaRolavel } from '../../ui/tabela-rolavel.tsx';
import { justificarFalta, lerFrequencia } from './api/frequencia.ts';
import '../../ui/modulos.css';
import './chamada.css';

/** A roll call or a decision announces 'frequencia': the page re-reads the same moment. */
const TOPICOS_FREQUENCIA = ['frequencia'] as const;

export const SEM_FALTAS = 'Nenhuma falta registrada nas aulas deste ano.';

/** An absence the family may still justify: none sent, or the last one refused. */
const justificavel = (f: FaltaRegistrada) => !f.justificativa || f.justificativa.situacao === 'recusada';

/** One absence as a line: its day, period, subject and the justification's status. */
function textoDaFalta(f: FaltaRegistrada): string {
  return `${formatDataBr(f.data)} · ${nomeDoHorario(f.periodo)} · ${f.disciplina}`;
}

/**
 * The "Justificar falta" form: the chosen absences, the reason (core's lerMotivo) and an optional certificate
 * (the attachment rules of the registration form), sent as one idempotent write.
 */
function JustificarFalta({
  codaluno,
  escolhidas,
  aoEnviar,
}: {
  codaluno: string;
  escolhidas: number[];
  aoEnviar: () => void;
}) {
  const { toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const [motivo, setMotivo] = useState('');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const arquivoRef = useRef<HTMLInputElement>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function enviar() {
    setAviso(null);
    if (escolhidas.length === 0) return setAviso(MENSAGENS_FREQUENCIA.semFaltas);
    const lido = lerMotivo(motivo);
    if (!lido.ok) return setAviso(lido.mensagem);
    const recusa = arquivo ? motivoRecusaAnexo(arquivo, 0) : null;
    if (recusa) return setAviso(recusa);
    setEnviando(true);
    try {
      const anexo = arquivo ? await anexoDoArquivo(arquivo) : undefined;
      const conteudo = { aulas: escolhidas, motivo: lido.motivo, ...(anexo ? { anexo } : {}) };
      const r = await enviarUmaVez('justificar', conteudo, (chave) =>
        justificarFalta(codaluno, conteudo, chave),
      );
      if (!r.enviado) return;
      if (isErroV4(r.resposta)) setAviso(r.resposta.mensagem);
      else {
        toast(MENSAGENS_FREQUENCIA.justificativaEnviada);
        setMotivo('');
        setArquivo(null);
        aoEnviar();
      }
    } catch (falha) {
      setAviso(mensagemDeErro(falha));
    } finally {
      setEnviando(false);
    }
  }

  return (
    <form
      className="frequencia-form"
      aria-labelledby="justificar-titulo"
      onSubmit={(e) => {
        e.preventDefault();
        void enviar();
      }}
    >
      <h2 id="justificar-titulo">Justificar falta</h2>
      <p>
        {escolhidas.length === 0
          ? 'Marque acima as faltas que deseja justificar.'
          : `${escolhidas.length} ${escolhidas.length === 1 ? 'falta escolhida' : 'faltas escolhidas'}.`}
      </p>
      <div className="modulo-campo">
        <label htmlFor="justificar-motivo">Motivo</label>
        <textarea
          id="justificar-motivo"
          value={motivo}
          maxLength={500}
          onChange={(e) => setMotivo(e.target.value)}
        />
      </div>
      <fieldset className="modulo-campo">
        <legend>Atestado (opcional)</legend>
        <p className="modulo-campo-ajuda">Um arquivo PDF, PNG ou JPG.</p>
        {/* The browser's own file button speaks the browser's language: a button of the app's opens it. */}
        <input
          ref={arquivoRef}
          id="justificar-atestado"
          type="file"
          accept={ACEITOS_ANEXO}
          hidden
          aria-label="Escolher atestado"
          onChange={(e) => setArquivo(e.target.files?.[0] ?? null)}
        />
        <div className="modulo-acoes">
          <IonButton fill="outline" onClick={() => arquivoRef.current?.click()}>
            {arquivo ? 'Trocar atestado' : 'Anexar atestado'}
          </IonButton>
          {arquivo && (
            <IonButton
              fill="clear"
              onClick={() => {
                setArquivo(null);
                if (arquivoRef.current) arquivoRef.current.value = '';
              }}
            >
              Remover
            </IonButton>
          )}
        </div>
        {arquivo && <p>Anexado: {arquivo.name}</p>}
      </fieldset>
      {aviso && (
        <p className="modulo-campo-erro" role="alert">
          {aviso}
        </p>
      )}
      <IonButton type="submit" disabled={enviando}>
        Enviar justificativa
      </IonButton>
    </form>
  );
}

/**
 * Route escola/frequencia — the family's "Frequência" (issue 31): per subject the lessons given, absences and
 * attendance, the 75 % minimum marked (LDB art. 24 VI) with text and colour; the absences by date and period with
 * their justification's status, and "Justificar falta" for those not justified yet. Follows the context's child;
 * with all children in context, a choice of child.
 */
export function FrequenciaPage() {
  const { usuario, paramsSistema } = useSession();
  const escolhido = parseParamsSistema(paramsSistema).codAluno;
  const filhos = alunosDe(usuario).filter((a) => !escolhido || a.codaluno === escolhido);
  const [codalunoEscolhido, setCodaluno] = useState<string | null>(null);
  const codaluno =
    filhos.find((f) => f.codaluno === codalunoEscolhido)?.codaluno ?? filhos[0]?.codaluno ?? '';
  const { dados, carregando, erro, desatualizada, recarregar } = useCarregar(
    () => lerFrequencia(codaluno),
    `frequencia/${codaluno}`,
    TOPICOS_FREQUENCIA,
    useGuardarComo('frequencia', codaluno),
  );
  const [escolhidas, setEscolhidas] = useState<number[]>([]);
  const titulo = dados ? `Frequência de ${dados.nome} em ${dados.anoletivo}` : 'Frequência';

  return (
    <PageShell title="Frequência" backHref="/escola">
      <div className="modulo-pagina">
        {filhos.length > 1 && (
          <div className="modulo-campo">
            <label htmlFor="frequencia-aluno">Aluno</label>
            <select
              id="frequencia-aluno"
              value={codaluno}
              onChange={(e) => {
                setCodaluno(e.target.value);
                setEscolhidas([]);
              }}
            >
              {filhos.map((f) => (
                <option key={f.codaluno} value={f.codaluno}>
                  {f.nome}
                </option>
              ))}
            </select>
          </div>
        )}
        <EstadoLista
          carregando={carregando}
          erro={erro}
          // Nothing to show yet is "empty" too: a read that failed with nothing saved says so (offline).
          vazio={!codaluno || !dados}
          textoVazio={codaluno ? SEM_FALTAS : 'Nenhum aluno neste contexto.'}
          aoTentarNovamente={recarregar}
          desatualizada={desatualizada}
        />
        {dados && (
          <>
            <IonText color="medium">
              <p>
                A frequência mínima é de {dados.minimo} % das aulas dadas em cada disciplina (LDB, art. 24,
                VI).
              </p>
            </IonText>
            <TabelaRolavel rotulo={titulo}>
              <table className="modulo-tabela">
                <caption>{titulo}</caption>
                <thead>
                  <tr>
                    <th scope="col">Disciplina</th>
                    <th scope="col">Aulas dadas</th>
                    <th scope="col">Faltas</th>
                    <th scope="col">Frequência</th>
                  </tr>
                </thead>
                <tbody>
                  {dados.disciplinas.map((d) => (
                    <tr key={d.coddisciplina}>
                      <th scope="row">{d.disciplina}</th>
                      <td>{d.aulas}</td>
                      <td>{d.faltas}</td>
                      <td>
                        <span
                          className={
                            d.abaixoDoMinimo
                              ? 'frequencia-abaixo'
                              : d.alerta
                                ? 'frequencia-alerta'
                                : undefined
                          }
                        >
                          {formatFrequencia(d.aulas, d.faltas)}
                          {d.abaixoDoMinimo
                            ? ` · abaixo de ${dados.minimo} %`
                            : d.alerta
                              ? ' · atenção às faltas'
                              : ''}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TabelaRolavel>
            <h2>Faltas</h2>
            {dados.faltas.length === 0 ? (
              <p>{SEM_FALTAS}</p>
            ) : (
              <ul className="frequencia-faltas">
                {dados.faltas.map((f) => {
                  const id = `falta-${f.codaula}`;
                  const situacao = `${rotuloJustificativa(f.justificativa?.situacao ?? null)}${
                    f.justificativa?.motivoRecusa ? `: ${f.justificativa.motivoRecusa}` : ''
                  }`;
                  return (
                    <li key={f.codaula}>
                      {justificavel(f) ? (
                        <label htmlFor={id}>
                          <input
                            id={id}
                            type="checkbox"
                            checked={escolhidas.includes(f.codaula)}
                            onChange={(e) =>
                              setEscolhidas((l) =>
                                e.target.checked ? [...l, f.codaula] : l.filter((c) => c !== f.codaula),
                              )
                            }
                          />
                          <span>
                            {textoDaFalta(f)}
                            <br />
                            <small>{situacao}</small>
                          </span>
                        </label>
                      ) : (
                        <span>
                          {textoDaFalta(f)}
                          <br />
                          <small>{situacao}</small>
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            {dados.faltas.some(justificavel) && (
              <JustificarFalta
                codaluno={codaluno}
                escolhidas={escolhidas}
                aoEnviar={() => {
                  setEscolhidas([]);
                  recarregar();
                }}
              />
            )}
          </>
        )}
      </div>
    </PageShell>
  );
}
