import { IonButton, IonText } from '@ionic/react';
import {
  lerNotaDigitada,
  MENSAGENS_NOTA,
  type NotaEnviada,
  nomeDoBimestre,
  notaParaDigitar,
} from '@portal/core';
import { useMemo, useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { TabelaRolavel } from '../../ui/tabela-rolavel.tsx';
import { lerFichaProfessor } from './api/ficha-professor.ts';
import { salvarNotas } from './api/salvar-notas.ts';
import { SEM_TURMAS } from './ficha-professor-page.tsx';
import '../../ui/modulos.css';

/** A save announces 'modulos' (the boletim's topic): another teacher's save reloads this grid too. */
const TOPICOS_NOTAS = ['modulos'] as const;

/** What the save answers when no grade changed: nothing is sent. */
export const NADA_MUDOU = 'Nenhuma nota foi alterada.';

type Campo = 'nota' | 'recuperacao';
/** What the teacher typed, by student; absent: the stored value. */
type Digitadas = Record<string, Partial<Record<Campo, string>>>;

/** The same (possibly blank) grade, however typed: '8,50' and '8,5' are one grade. */
function mesma(a: string, b: string): boolean {
  const x = lerNotaDigitada(a);
  const y = lerNotaDigitada(b);
  return x.ok && y.ok ? x.decimos === y.decimos : a.trim() === b.trim();
}

/**
 * Route escola/professor/notas — "Lançar notas" (issue 31): the grades of one class, subject and bimester as an
 * editable grid, checked as typed by core's rule (the API applies the same one), saved in one write carrying each
 * row's `versao`; a save someone else overtook is refused by the API and its message shown as is.
 */
export function LancarNotasPage() {
  const { toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const { dados, carregando, erro, desatualizada, recarregar } = useCarregar(
    lerFichaProfessor,
    'ficha',
    TOPICOS_NOTAS,
    useGuardarComo('ficha'),
  );
  const turmas = useMemo(
    () => (dados?.turmas ?? []).filter((t) => t.coddisciplina !== undefined && t.anoletivo !== undefined),
    [dados],
  );
  const [indice, setIndice] = useState(0);
  const [bimestre, setBimestre] = useState(1);
  const [digitadas, setDigitadas] = useState<Digitadas>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const turma = turmas[indice];

  const guardada = (codaluno: string) =>
    turma?.alunos.find((a) => a.codaluno === codaluno)?.linhas?.find((l) => l.bimestre === bimestre);
  const valor = (codaluno: string, campo: Campo) => {
    const digitada = digitadas[codaluno]?.[campo];
    if (digitada !== undefined) return digitada;
    const linha = guardada(codaluno);
    return notaParaDigitar(linha ? linha[campo] : null);
  };
  const erroDe = (codaluno: string, campo: Campo) => {
    const lida = lerNotaDigitada(valor(codaluno, campo));
    if (!lida.ok) return lida.mensagem;
    // A recovery grade needs the bimester's grade (the API refuses it too); a bad grade is said on its own field.
    const daNota = lerNotaDigitada(valor(codaluno, 'nota'));
    if (campo === 'recuperacao' && lida.decimos !== null && daNota.ok && daNota.decimos === null)
      return MENSAGENS_NOTA.semNota;
    return null;
  };

  function trocar(proximo: () => void) {
    proximo();
    setDigitadas({});
    setAviso(null);
  }

  async function salvar() {
    if (!turma?.coddisciplina || !turma.anoletivo) return;
    setAviso(null);
    const alunos = turma.alunos.map((a) => a.codaluno);
    if (alunos.some((c) => erroDe(c, 'nota') || erroDe(c, 'recuperacao'))) {
      setAviso('Corrija as notas marcadas antes de salvar.');
      return;
    }
    // Only what changed is sent: an untouched row keeps its versao, so another teacher's save of it stays valid.
    const notas: NotaEnviada[] = alunos.flatMap((codaluno) => {
      const linha = guardada(codaluno);
      const nota = valor(codaluno, 'nota');
      const recuperacao = valor(codaluno, 'recuperacao');
      const antes = {
        nota: notaParaDigitar(linha?.nota ?? null),
        recuperacao: notaParaDigitar(linha?.recuperacao ?? null),
      };
      if (mesma(nota, antes.nota) && mesma(recuperacao, antes.recuperacao)) return [];
      return [{ codaluno, nota, recuperacao, ...(linha ? { versao: linha.versao } : {}) }];
    });
    if (notas.length === 0) {
      setAviso(NADA_MUDOU);
      return;
    }
    const alvo = {
      anoletivo: turma.anoletivo,
      codturma: turma.codturma,
      coddisciplina: turma.coddisciplina,
      bimestre,
    };
    setEnviando(true);
    try {
      const r = await enviarUmaVez('notas', { alvo, notas }, (chave) => salvarNotas(alvo, notas, chave));
      if (!r.enviado) return;
      if (isErroV4(r.resposta)) {
        setAviso(r.resposta.mensagem);
        if (r.resposta.codigo === 'CONFLITO') {
          // The overtaken grades are shown as they are now (re-read); every other typed grade stays as typed.
          const superadas = new Set(
            Object.keys(r.resposta.campos ?? {}).flatMap((campo) => {
              const i = /^conteudo\.notas\.(\d+)\./.exec(campo)?.[1];
              const codaluno = i === undefined ? undefined : notas[Number(i)]?.codaluno;
              return codaluno ? [codaluno] : [];
            }),
          );
          setDigitadas((d) => Object.fromEntries(Object.entries(d).filter(([c]) => !superadas.has(c))));
          recarregar();
        }
      } else {
        toast(r.resposta.salvas === 1 ? '1 nota salva.' : `${r.resposta.salvas} notas salvas.`);
        setDigitadas({});
        recarregar();
      }
    } catch (falha) {
      setAviso(mensagemDeErro(falha));
    } finally {
      setEnviando(false);
    }
  }

  const titulo = turma
    ? `Notas de ${turma.descricao} em ${turma.disciplina}, ${nomeDoBimestre(bimestre)}`
    : '';
  return (
    <PageShell title="Lançar notas" backHref="/escola/professor/ficha">
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
              void salvar();
            }}
          >
            <div className="modulo-campo">
              <label htmlFor="notas-turma">Turma e disciplina</label>
              <select
                id="notas-turma"
                value={indice}
                onChange={(e) => trocar(() => setIndice(Number(e.target.value)))}
              >
                {turmas.map((t, i) => (
                  <option key={`${t.anoletivo}-${t.codturma}-${t.coddisciplina}`} value={i}>
                    {t.descricao} · {t.disciplina} ({t.anoletivo})
                  </option>
                ))}
              </select>
            </div>
            <div className="modulo-campo">
              <label htmlFor="notas-bimestre">Bimestre</label>
              <select
                id="notas-bimestre"
                value={bimestre}
                onChange={(e) => trocar(() => setBimestre(Number(e.target.value)))}
              >
                {[1, 2, 3, 4].map((b) => (
                  <option key={b} value={b}>
                    {nomeDoBimestre(b)}
                  </option>
                ))}
              </select>
            </div>
            <IonText color="medium">
              <p>
                Notas de 0 a 10, com uma casa decimal e vírgula (ex.: 8,5). Deixe em branco para sem nota.
              </p>
            </IonText>
            <TabelaRolavel rotulo={titulo}>
              <table className="modulo-tabela">
                <caption>{titulo}</caption>
                <thead>
                  <tr>
                    <th scope="col">Aluno</th>
                    <th scope="col">Nota</th>
                    <th scope="col">Recuperação</th>
                  </tr>
                </thead>
                <tbody>
                  {turma.alunos.map((aluno) => (
                    <tr key={aluno.codaluno}>
                      <th scope="row">{aluno.nome}</th>
                      {(['nota', 'recuperacao'] as const).map((campo) => {
                        const id = `nota-${aluno.codaluno}-${campo}`;
                        const problema = erroDe(aluno.codaluno, campo);
                        return (
                          <td key={campo}>
                            <input
                              id={id}
                              className="nota-digitada"
                              inputMode="decimal"
                              autoComplete="off"
                              size={4}
                              aria-label={`${campo === 'nota' ? 'Nota' : 'Recuperação'} de ${aluno.nome}`}
                              aria-invalid={problema ? true : undefined}
                              aria-describedby={problema ? `${id}-erro` : undefined}
                              value={valor(aluno.codaluno, campo)}
                              onChange={(e) => {
                                const texto = e.target.value;
                                setDigitadas((d) => ({
                                  ...d,
                                  [aluno.codaluno]: { ...d[aluno.codaluno], [campo]: texto },
                                }));
                              }}
                            />
                            {problema && (
                              <span id={`${id}-erro`} className="modulo-campo-erro">
                                {problema}
                              </span>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TabelaRolavel>
            {aviso && (
              <p className="modulo-campo-erro" role="alert">
                {aviso}
              </p>
            )}
            <IonButton type="submit" disabled={enviando}>
              Salvar notas
            </IonButton>
          </form>
        )}
      </div>
    </PageShell>
  );
}
