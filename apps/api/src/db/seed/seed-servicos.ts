import { sql } from 'drizzle-orm';
import { ctesTotais, passouDoAlertaSql } from '../../operations/escola/totais-frequencia.ts';
import {
  chamadasEm,
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
  alertaFrequencia,
  aluno,
  aula,
  contracheque,
  disciplina,
  docencia,
  evento,
  eventoEscolar,
  fichaProfessor,
  formulaBoletim,
  frequencia,
  inscricaoEvento,
  justificativaFalta,
  nota,
  presenca,
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
  const { aulas, presencas, justificativas } = chamadasEm(referencia);
  await inserirEmLotes(db, aula, aulas, 200);
  await inserirEmLotes(db, justificativaFalta, justificativas);
  await inserirEmLotes(db, presenca, presencas, 500);
  // The students already past the alert line were told before the demo begins: their one notice is spent, so
  // the next roll call does not notify them again (issue 31).
  await db.execute(sql`insert into ${alertaFrequencia} (codaluno, anoletivo, coddisciplina, em)
    with ${ctesTotais(sql`true`)}
    select tot.codaluno, al.anoletivo, tot.coddisciplina, ${new Date(`${referencia}T12:00:00Z`)}
    from tot join al on al.codaluno = tot.codaluno where tot.aulas > 0 and ${passouDoAlertaSql}`);
}
