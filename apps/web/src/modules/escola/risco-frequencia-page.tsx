import { IonText } from '@ionic/react';
import { formatFrequencia } from '@portal/core';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { TabelaRolavel } from '../../ui/tabela-rolavel.tsx';
import { lerRiscoFrequencia } from './api/secretaria.ts';
import '../../ui/modulos.css';
import './chamada.css';

const TOPICOS_SECRETARIA = ['frequencia'] as const;
export const SEM_RISCO = 'Nenhum aluno passou do limite de alerta de faltas.';
const TITULO = 'Alunos com faltas acima do limite de alerta';

/**
 * Route escola/secretaria/frequencia — the school office's attendance-risk list (issue 31, LDB art. 12 VIII):
 * every student whose absences in a subject passed 7,5 % of the lessons given, the worst first; below the 75 %
 * minimum is said in words, not only in colour.
 */
export function RiscoFrequenciaPage() {
  const { dados, carregando, erro, desatualizada, recarregar } = useCarregar(
    lerRiscoFrequencia,
    'risco-frequencia',
    TOPICOS_SECRETARIA,
    useGuardarComo('risco-frequencia'),
  );
  const itens = dados?.itens ?? [];
  return (
    <PageShell title="Risco de frequência" backHref="/escola">
      <div className="modulo-pagina">
        <IonText color="medium">
          <p>
            Alunos com faltas acima de 30 % do permitido (7,5 % das aulas dadas) em alguma disciplina: a
            escola deve avisar a família (LDB, art. 12, VIII).
          </p>
        </IonText>
        <EstadoLista
          carregando={carregando}
          erro={erro}
          vazio={!!dados && itens.length === 0}
          textoVazio={SEM_RISCO}
          aoTentarNovamente={recarregar}
          desatualizada={desatualizada}
        />
        {itens.length > 0 && (
          <TabelaRolavel rotulo={TITULO}>
            <table className="modulo-tabela">
              <caption>{TITULO}</caption>
              <thead>
                <tr>
                  <th scope="col">Aluno</th>
                  <th scope="col">Turma</th>
                  <th scope="col">Disciplina</th>
                  <th scope="col">Faltas / aulas</th>
                  <th scope="col">Frequência</th>
                </tr>
              </thead>
              <tbody>
                {itens.map((i) => (
                  <tr key={`${i.codaluno}-${i.disciplina}`}>
                    <th scope="row">{i.aluno}</th>
                    <td>{i.turma}</td>
                    <td>{i.disciplina}</td>
                    <td>
                      {i.faltas} / {i.aulas}
                    </td>
                    <td>
                      <span className={i.abaixoDoMinimo ? 'frequencia-abaixo' : 'frequencia-alerta'}>
                        {formatFrequencia(i.aulas, i.faltas)}
                        {i.abaixoDoMinimo ? ' · abaixo de 75 %' : ''}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TabelaRolavel>
        )}
      </div>
    </PageShell>
  );
}
