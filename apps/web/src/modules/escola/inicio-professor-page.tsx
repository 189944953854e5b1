import { IonButton, IonItem, IonLabel, IonList, IonNote } from '@ionic/react';
import { formatDataBr, formatDataHoraBr, nomeDoBimestre, nomeDoHorario } from '@portal/core';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { lerInicioProfessor } from './api/inicio-professor.ts';
import { SEM_TURMAS } from './ficha-professor-page.tsx';
import '../../ui/modulos.css';

/**
 * Route escola/professor/inicio (coddao 208, issue 31): the teacher's day — today's lessons by class, the classes
 * whose grades of this bimester are still missing, and the families' replies waiting for an answer — with the
 * way to write a recado.
 */
export function InicioProfessorPage() {
  const { dados, carregando, erro, desatualizada, recarregar } = useCarregar(
    lerInicioProfessor,
    'inicio-professor',
    ['recados', 'modulos'],
    useGuardarComo('inicio-professor'),
  );
  return (
    <PageShell title="Início do professor" backHref="/escola">
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
            <div className="modulo-acoes">
              <IonButton routerLink="/escola/professor/recado">Escrever recado</IonButton>
              <IonButton fill="outline" routerLink="/escola/professor/notas">
                Lançar notas
              </IonButton>
            </div>
            <section aria-labelledby="inicio-aulas">
              <h2 id="inicio-aulas">Aulas de hoje · {formatDataBr(dados.dia)}</h2>
              {dados.aulas.length === 0 ? (
                <p>Nenhuma aula hoje.</p>
              ) : (
                <IonList lines="full">
                  {dados.aulas.map((a) => (
                    <IonItem key={a.codaula} routerLink="/escola/professor/chamada" detail>
                      <IonLabel>
                        <h3>
                          {nomeDoHorario(a.periodo)} · {a.turma}
                        </h3>
                        <p>
                          {a.disciplina} · {a.chamadaFeita ? 'Chamada feita' : 'Chamada a fazer'}
                        </p>
                      </IonLabel>
                    </IonItem>
                  ))}
                </IonList>
              )}
            </section>
            <section aria-labelledby="inicio-notas">
              <h2 id="inicio-notas">Notas a lançar · {nomeDoBimestre(dados.bimestre)}</h2>
              {dados.notasPendentes.length === 0 ? (
                <p>Todas as notas deste bimestre foram lançadas.</p>
              ) : (
                <IonList lines="full">
                  {dados.notasPendentes.map((p) => (
                    <IonItem
                      key={`${p.anoletivo}-${p.codturma}-${p.coddisciplina}`}
                      routerLink="/escola/professor/notas"
                      detail
                    >
                      <IonLabel>
                        <h3>
                          {p.turma} · {p.disciplina}
                        </h3>
                        <p>
                          {p.semNota === 1 ? '1 aluno sem nota' : `${p.semNota} alunos sem nota`} de{' '}
                          {p.alunos}
                        </p>
                      </IonLabel>
                    </IonItem>
                  ))}
                </IonList>
              )}
            </section>
            <section aria-labelledby="inicio-respostas">
              <h2 id="inicio-respostas">Respostas aguardando você</h2>
              {dados.respostas.length === 0 ? (
                <p>Nenhuma resposta aguardando.</p>
              ) : (
                <IonList lines="full">
                  {dados.respostas.map((r) => (
                    <IonItem
                      key={`${r.codrecado}-${r.codfamilia}`}
                      routerLink={`/home/recados/${r.codrecado}`}
                      detail
                    >
                      <IonLabel>
                        <h3>
                          {r.familia} · {r.titulo}
                        </h3>
                        <p>{r.texto}</p>
                      </IonLabel>
                      <IonNote slot="end">{formatDataHoraBr(r.em)}</IonNote>
                    </IonItem>
                  ))}
                </IonList>
              )}
            </section>
          </>
        )}
      </div>
    </PageShell>
  );
}
