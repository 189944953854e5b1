import { useIonRouter } from '@ionic/react';
import { type Anexo, type ErroV4, ROTA_HOME_RECADOS } from '@portal/core';
import { useMemo, useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { AnexosCampo } from '../../ui/anexos-campo.tsx';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { AcoesDoFormulario } from './acoes-do-formulario.tsx';
import { escreverRecado } from './api/escrever-recado.ts';
import { lerInicioProfessor } from './api/inicio-professor.ts';
import { lerTurmasDaSecretaria } from './api/secretaria.ts';
import { SEM_TURMAS } from './ficha-professor-page.tsx';
import '../../ui/modulos.css';

/** Where a recado may go: a class (with its students, for a teacher) or, for the school office, the whole school. */
interface Destino {
  codempresa: number;
  anoletivo: number;
  codturma: string | null;
  turma: string;
  alunos: { codaluno: string; nome: string }[];
}

/** The school office's choices (coddao 287's school and classes): "Toda a escola" first, then each class. */
async function destinosDaSecretaria(): Promise<{ turmas: Destino[] } | ErroV4> {
  const r = await lerTurmasDaSecretaria();
  if (isErroV4(r)) return r;
  const daEscola = { codempresa: r.codempresa, anoletivo: r.anoletivo, alunos: [] };
  return {
    turmas: [
      { ...daEscola, codturma: null, turma: 'Toda a escola' },
      ...r.turmas.map((t) => ({ ...daEscola, codturma: t.codturma, turma: t.descricao })),
    ],
  };
}

/**
 * Route escola/professor/recado ("Escrever recado", coddao 202, issue 31): to one of the teacher's classes or to
 * chosen students of it — title, text, attachments, "Pedir ciência", "Permitir respostas". One Idempotency-Key per
 * attempt (useEnvioUnico): a second tap while it runs is dropped, a retry after a lost answer carries the same key.
 * The school office (credential S) is offered "Toda a escola" and each class of its school instead (the API lets
 * only the office write to the whole school); a teacher never is.
 */
export function EscreverRecadoPage() {
  const router = useIonRouter();
  const { toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const { usuario } = useSession();
  // The school office (credential S) writes to any class of its school or to the whole school (coddao 287's
  // list); a teacher to the classes of their day (208).
  const daSecretaria = usuario?.credenciais.includes('S') ?? false;
  const { dados, carregando, erro, desatualizada, recarregar } = useCarregar<{ turmas: Destino[] }>(
    daSecretaria ? destinosDaSecretaria : lerInicioProfessor,
    daSecretaria ? 'escrever-recado-secretaria' : 'escrever-recado',
  );
  // One entry per class (a teacher of two subjects in a class writes to it once).
  const turmas = useMemo(() => {
    const vistas = new Map<string, Destino>();
    for (const t of dados?.turmas ?? []) {
      const chave = `${t.codempresa}|${t.anoletivo}|${t.codturma}`;
      if (!vistas.has(chave)) vistas.set(chave, t);
    }
    return [...vistas.values()];
  }, [dados]);
  const [indice, setIndice] = useState(0);
  const [paraAlguns, setParaAlguns] = useState(false);
  const [escolhidos, setEscolhidos] = useState<string[]>([]);
  const [titulo, setTitulo] = useState('');
  const [texto, setTexto] = useState('');
  const [anexos, setAnexos] = useState<Anexo[]>([]);
  const [pedeCiencia, setPedeCiencia] = useState(false);
  const [permiteRespostas, setPermiteRespostas] = useState(true);
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const turma = turmas[indice];

  async function enviar() {
    if (!turma) return;
    setAviso(null);
    if (!titulo.trim() || !texto.trim()) {
      setAviso('Preencha o título e o texto do recado.');
      return;
    }
    if (paraAlguns && escolhidos.length === 0) {
      setAviso('Escolha ao menos um aluno, ou envie para a turma inteira.');
      return;
    }
    const recado = {
      codempresa: turma.codempresa,
      anoletivo: turma.anoletivo,
      codturma: turma.codturma,
      alunos: paraAlguns && turma.codturma !== null ? escolhidos : [],
      titulo: titulo.trim(),
      texto: texto.trim(),
      anexos,
      pedeCiencia,
      permiteRespostas,
    };
    setEnviando(true);
    try {
      const r = await enviarUmaVez('recado', recado, (chave) => escreverRecado(recado, chave));
      if (!r.enviado) return;
      if (isErroV4(r.resposta)) {
        setAviso(r.resposta.mensagem);
        return;
      }
      const { familias, codrecado } = r.resposta;
      toast(familias === 1 ? 'Recado enviado para 1 família.' : `Recado enviado para ${familias} famílias.`);
      router.push(`/home/recados/${codrecado}`, 'forward', 'replace');
    } catch (falha) {
      setAviso(mensagemDeErro(falha));
    } finally {
      setEnviando(false);
    }
  }

  return (
    <PageShell
      title="Escrever recado"
      backHref={daSecretaria ? ROTA_HOME_RECADOS : '/escola/professor/inicio'}
    >
      <div className="modulo-pagina">
        <EstadoLista
          carregando={carregando}
          erro={erro}
          vazio={!dados || turmas.length === 0}
          textoVazio={SEM_TURMAS}
          aoTentarNovamente={recarregar}
          desatualizada={desatualizada}
        />
        {turma && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void enviar();
            }}
          >
            <div className="modulo-campo">
              <label htmlFor="recado-turma">{daSecretaria ? 'Para' : 'Turma'}</label>
              <select
                id="recado-turma"
                value={indice}
                onChange={(e) => {
                  setIndice(Number(e.target.value));
                  setEscolhidos([]);
                }}
              >
                {turmas.map((t, i) => (
                  <option key={`${t.codempresa}-${t.anoletivo}-${t.codturma}`} value={i}>
                    {t.turma} ({t.anoletivo})
                  </option>
                ))}
              </select>
            </div>
            {!daSecretaria && (
              <fieldset className="modulo-campo">
                <legend>Para quem</legend>
                <label>
                  <input
                    type="radio"
                    name="recado-para"
                    checked={!paraAlguns}
                    onChange={() => setParaAlguns(false)}
                  />{' '}
                  Famílias de toda a turma
                </label>
                <label>
                  <input
                    type="radio"
                    name="recado-para"
                    checked={paraAlguns}
                    onChange={() => setParaAlguns(true)}
                  />{' '}
                  Famílias de alunos escolhidos
                </label>
              </fieldset>
            )}
            {paraAlguns && !daSecretaria && (
              <fieldset className="modulo-campo recado-alunos">
                <legend>Alunos de {turma.turma}</legend>
                {turma.alunos.map((a) => (
                  <label key={a.codaluno}>
                    <input
                      type="checkbox"
                      checked={escolhidos.includes(a.codaluno)}
                      onChange={(e) => {
                        const marcado = e.currentTarget.checked;
                        setEscolhidos((atuais) =>
                          marcado ? [...atuais, a.codaluno] : atuais.filter((c) => c !== a.codaluno),
                        );
                      }}
                    />{' '}
                    {a.nome}
                  </label>
                ))}
              </fieldset>
            )}
            {/* A plain input: CampoTexto would bring Maskito, which a title never needs. */}
            <div className="modulo-campo">
              <label htmlFor="recado-titulo">
                Título<span aria-hidden="true"> *</span>
              </label>
              <input
                id="recado-titulo"
                value={titulo}
                required
                maxLength={200}
                onChange={(e) => setTitulo(e.currentTarget.value)}
              />
            </div>
            <div className="modulo-campo">
              <label htmlFor="recado-texto">
                Texto<span aria-hidden="true"> *</span>
              </label>
              <textarea
                id="recado-texto"
                rows={8}
                value={texto}
                required
                maxLength={20000}
                onChange={(e) => setTexto(e.currentTarget.value)}
              />
            </div>
            <AnexosCampo anexos={anexos} onAnexos={setAnexos} />
            <div className="modulo-campo">
              <label>
                <input
                  type="checkbox"
                  checked={pedeCiencia}
                  onChange={(e) => setPedeCiencia(e.currentTarget.checked)}
                />{' '}
                Pedir ciência
              </label>
              <label>
                <input
                  type="checkbox"
                  checked={permiteRespostas}
                  onChange={(e) => setPermiteRespostas(e.currentTarget.checked)}
                />{' '}
                Permitir respostas
              </label>
            </div>
            <AcoesDoFormulario aviso={aviso} enviando={enviando} rotulo="Enviar recado" />
          </form>
        )}
      </div>
    </PageShell>
  );
}
