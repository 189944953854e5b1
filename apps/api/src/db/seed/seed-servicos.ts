import {
  colegas,
  type DemoDatada,
  disciplinas,
  docenciasDemo,
  formulasBoletim,
  frequenciasDemo,
  notasDemo,
  professores,
  treinamentos,
} from '../../seed-data/index.ts';
import type { Executor } from '../database.ts';
import {
  aluno,
  contracheque,
  disciplina,
  docencia,
  evento,
  eventoEscolar,
  fichaProfessor,
  formulaBoletim,
  frequencia,
  inscricaoEvento,
  nota,
  treinamento,
} from '../schema/index.ts';
import { escopoColunas } from './escopo-colunas.ts';
import { inserirEmLotes } from './lotes.ts';

/** Payslips, training, events (with the demo accounts' sign-ups) and the school's grades. */
export async function seedServicos(
  db: Executor,
  { contracheques, eventos, eventosEscolares }: DemoDatada,
  referencia: string,
): Promise<void> {
  await inserirEmLotes(
    db,
    contracheque,
    contracheques.map((c) => ({
      codcontracheque: c.codcontracheque,
      codpessoa: c.codpessoa,
      competencia: c.competencia,
      dados: c,
    })),
    50,
  );
  await inserirEmLotes(
    db,
    treinamento,
    treinamentos.map((t) => ({ codtreinamento: t.codtreinamento, ...escopoColunas(t.escopo), dados: t })),
    20,
  );
  await inserirEmLotes(
    db,
    evento,
    eventos.map((e) => ({
      codevento: e.codevento,
      ...escopoColunas(e.escopo),
      titulo: e.titulo,
      descricao: e.descricao,
      local: e.local,
      dthinicio: new Date(e.dthinicio),
      dthfim: new Date(e.dthfim),
      vagas: e.vagas,
      inscritos: e.inscritos,
      ocupadas: e.inscritos + e.inscritosDemo.length,
      valor: e.valor,
    })),
  );
  await inserirEmLotes(
    db,
    inscricaoEvento,
    eventos.flatMap((e) =>
      e.inscritosDemo.map((codpessoa) => ({
        codevento: e.codevento,
        codpessoa,
        participantes: 1,
        observacao: null,
        protocolo: `EV-${e.codevento}-${codpessoa}`,
        dthcriacao: new Date(`${referencia}T12:00:00Z`),
      })),
    ),
  );
  // The school (issue 28): teachers, subjects, classes taught, the classmates and the one copy of the grades.
  await inserirEmLotes(db, fichaProfessor, [...professores]);
  await inserirEmLotes(db, disciplina, [...disciplinas]);
  await inserirEmLotes(db, formulaBoletim, [...formulasBoletim]);
  await inserirEmLotes(db, docencia, [...docenciasDemo]);
  await inserirEmLotes(
    db,
    aluno,
    colegas.map((a) => ({ codaluno: a.codaluno, dados: a })),
  );
  await inserirEmLotes(db, nota, [...notasDemo], 200);
  await inserirEmLotes(db, frequencia, [...frequenciasDemo], 200);
  // The school calendar (issue 31): its events, dated by demoEm.
  await inserirEmLotes(db, eventoEscolar, [...eventosEscolares]);
}
