import { IonButton, IonText } from '@ionic/react';
import { MENSAGENS_FREQUENCIA, nomeDoHorario, textoChamadaFeita } from '@portal/core';
import { useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { lerAulasDoDia, salvarChamada } from './api/chamada.ts';
import '../../ui/modulos.css';
import './chamada.css';

/** A roll call announces 'frequencia': another device of the teacher reloads this list too. */
const TOPICOS_CHAMADA = ['frequencia'] as const;

export const SEM_AULAS = 'Você não tem aulas hoje.';
export const CHAMADA_PENDENTE = 'Chamada ainda não feita: todos começam presentes.';

/**
 * Route escola/professor/chamada — "Chamada" (issue 31): the teacher picks one of today's lessons, sees its class
 * all present, taps a student to mark the absence (tap again to undo), and saves the roll in one write. A lesson
 * whose roll was taken says by whom and when, and shows the saved marks to correct.
 */
export function ChamadaPage() {
  const { toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const { dados, carregando, erro, desatualizada, recarregar } = useCarregar(
    lerAulasDoDia,
    'chamada',
    TOPICOS_CHAMADA,
    useGuardarComo('chamada'),
  );
  const aulas = dados?.aulas ?? [];
  const [codaula, setCodaula] = useState<number | null>(null);
  /** The teacher's taps, by student: true is absent. Absent from the map: the saved mark. */
  const [marcadas, setMarcadas] = useState<Record<string, boolean>>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const aula = aulas.find((a) => a.codaula === codaula) ?? aulas[0];
  const ausente = (codaluno: string, presente: boolean) => marcadas[codaluno] ?? !presente;
  const faltas = aula ? aula.alunos.filter((a) => ausente(a.codaluno, a.presente)).length : 0;

  async function salvar() {
    if (!aula) return;
    setAviso(null);
    const ausentes = aula.alunos.filter((a) => ausente(a.codaluno, a.presente)).map((a) => a.codaluno);
    setEnviando(true);
    try {
      const r = await enviarUmaVez(`chamada-${aula.codaula}`, ausentes, (chave) =>
        salvarChamada(aula.codaula, ausentes, chave),
      );
      if (!r.enviado) return;
      if (isErroV4(r.resposta)) setAviso(r.resposta.mensagem);
      else {
        toast(MENSAGENS_FREQUENCIA.chamadaSalva);
        setMarcadas({});
        recarregar();
      }
    } catch (falha) {
      setAviso(mensagemDeErro(falha));
    } finally {
      setEnviando(false);
    }
  }

  return (
    <PageShell title="Chamada" backHref="/escola/professor/ficha">
      <div className="modulo-pagina">
        <EstadoLista
          carregando={carregando}
          erro={erro}
          vazio={!!dados && aulas.length === 0}
          textoVazio={SEM_AULAS}
          aoTentarNovamente={recarregar}
          desatualizada={desatualizada}
        />
        {aula && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void salvar();
            }}
          >
            <div className="modulo-campo">
              <label htmlFor="chamada-aula">Aula de hoje</label>
              <select
                id="chamada-aula"
                value={aula.codaula}
                onChange={(e) => {
                  setCodaula(Number(e.target.value));
                  setMarcadas({});
                  setAviso(null);
                }}
              >
                {aulas.map((a) => (
                  <option key={a.codaula} value={a.codaula}>
                    {nomeDoHorario(a.periodo)} · {a.turma} · {a.disciplina}
                    {a.chamada ? ' (feita)' : ''}
                  </option>
                ))}
              </select>
            </div>
            <IonText color={aula.chamada ? 'success' : 'medium'}>
              <p className="chamada-situacao">
                {aula.chamada ? textoChamadaFeita(aula.chamada.por, aula.chamada.em) : CHAMADA_PENDENTE}
              </p>
            </IonText>
            <p className="chamada-resumo" aria-live="polite">
              {aula.alunos.length - faltas} presentes, {faltas} {faltas === 1 ? 'falta' : 'faltas'}. Toque no
              aluno para marcar a falta.
            </p>
            <ul className="chamada-alunos" aria-label={`Alunos de ${aula.turma}`}>
              {aula.alunos.map((a) => {
                const falta = ausente(a.codaluno, a.presente);
                return (
                  <li key={a.codaluno}>
                    <button
                      type="button"
                      className={falta ? 'chamada-aluno chamada-falta' : 'chamada-aluno'}
                      aria-pressed={falta}
                      onClick={() => setMarcadas((m) => ({ ...m, [a.codaluno]: !falta }))}
                    >
                      <span className="chamada-nome">{a.nome}</span>
                      <span className="chamada-marca">{falta ? 'Falta' : 'Presente'}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            {aviso && (
              <p className="modulo-campo-erro" role="alert">
                {aviso}
              </p>
            )}
            <IonButton type="submit" expand="block" disabled={enviando}>
              Salvar chamada
            </IonButton>
          </form>
        )}
      </div>
    </PageShell>
  );
}
