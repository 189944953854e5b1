import { type DemoDatada, fichasProfessor, treinamentos } from '../../seed-data/index.ts';
import type { Executor } from '../database.ts';
import { contracheque, evento, fichaProfessor, inscricaoEvento, treinamento } from '../schema/index.ts';
import { escopoColunas } from './escopo-colunas.ts';
import { inserirEmLotes } from './lotes.ts';

/** Payslips, training, events (with the demo accounts' sign-ups) and the teacher record sheets. */
export async function seedServicos(
  db: Executor,
  { contracheques, eventos }: DemoDatada,
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
  await inserirEmLotes(
    db,
    fichaProfessor,
    fichasProfessor.map((f) => ({
      codpessoa: f.codpessoa,
      codempresa: f.codempresa,
      professor: f.professor,
      turmas: f.turmas,
    })),
  );
}
