import { IonButton, IonText } from '@ionic/react';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { TabelaRolavel } from '../../ui/tabela-rolavel.tsx';
import { lerFichaProfessor } from './api/ficha-professor.ts';
import '../../ui/modulos.css';

/** The sheet of someone who teaches no class in the company in context: say why, not a dead end (issue 10). */
export const SEM_TURMAS = 'Você não leciona em nenhuma turma nesta empresa.';

const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Route escola/professor/ficha (coddao 240): each class of the teacher with grades, average and absences. */
export function FichaProfessorPage() {
  const { dados, carregando, erro, desatualizada, recarregar } = useCarregar(
    lerFichaProfessor,
    'ficha',
    undefined,
    useGuardarComo('ficha'),
  );
  return (
    <PageShell title="Ficha do professor" backHref="/escola">
      <div className="modulo-pagina">
        <EstadoLista
          carregando={carregando}
          erro={erro}
          vazio={!dados || dados.turmas.length === 0}
          textoVazio={SEM_TURMAS}
          aoTentarNovamente={recarregar}
          desatualizada={desatualizada}
        />
        {dados && dados.turmas.length > 0 && (
          <>
            <IonText color="medium">
              <p>Professor(a): {dados.professor}</p>
            </IonText>
            <IonButton fill="outline" routerLink="/escola/professor/notas">
              Lançar notas
            </IonButton>
            {dados.turmas.map((turma) => {
              const avaliacoes = Math.max(0, ...turma.alunos.map((a) => a.notas.length));
              return (
                <section key={`${turma.codturma}-${turma.disciplina}`}>
                  <h2>
                    {turma.descricao} · {turma.disciplina}
                  </h2>
                  <TabelaRolavel
                    rotulo={`Notas, média e faltas da turma ${turma.descricao} em ${turma.disciplina}`}
                  >
                    <table className="modulo-tabela">
                      <caption>
                        Notas, média e faltas da turma {turma.descricao} em {turma.disciplina}
                      </caption>
                      <thead>
                        <tr>
                          <th scope="col">Aluno</th>
                          {Array.from({ length: avaliacoes }, (_, i) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are the assessments in order.
                            <th key={i} scope="col" className="numero">
                              Nota {i + 1}
                            </th>
                          ))}
                          <th scope="col" className="numero">
                            Média
                          </th>
                          <th scope="col" className="numero">
                            Faltas
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {turma.alunos.map((aluno) => (
                          <tr key={aluno.codaluno}>
                            <th scope="row">{aluno.nome}</th>
                            {Array.from({ length: avaliacoes }, (_, i) => (
                              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are the assessments in order.
                              <td key={i} className="numero">
                                {aluno.notas[i] === undefined ? '–' : decimal.format(aluno.notas[i])}
                              </td>
                            ))}
                            <td className="numero">{decimal.format(aluno.media)}</td>
                            <td className="numero">{aluno.faltas}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </TabelaRolavel>
                </section>
              );
            })}
          </>
        )}
      </div>
    </PageShell>
  );
}
