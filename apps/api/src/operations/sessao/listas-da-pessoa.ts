import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { aluno, condominio, empresa, fichaProfessor } from '../../db/schema.ts';
import type { AlunoSeed, AnoLetivo } from '../../seed-data/types.ts';
import type { PessoaRow } from '../contexto.ts';

function ordenarComo<T, K>(linhas: T[], chave: (t: T) => K, ordem: K[]): T[] {
  return ordem.flatMap((k) => linhas.filter((l) => chave(l) === k));
}

/**
 * The classes a person may choose in a company's school year: those of their own students and those they
 * teach. A school's other classes never reach them (issue 10: a parent could pick any class).
 */
function turmasPermitidas(
  codempresa: number,
  anos: AnoLetivo[],
  alunos: AlunoSeed[],
  lecionadas: { codempresa: number; anoletivo: number; codturma: string }[],
): AnoLetivo[] {
  const permitida = (anoletivo: number, codturma: string) =>
    alunos.some((a) => a.codempresa === codempresa && a.anoletivo === anoletivo && a.codturma === codturma) ||
    lecionadas.some(
      (t) => t.codempresa === codempresa && t.anoletivo === anoletivo && t.codturma === codturma,
    );
  return anos.map((a) => ({
    anoletivo: a.anoletivo,
    turmas: a.turmas.filter((t) => permitida(a.anoletivo, t.codturma)),
  }));
}

/** The person's companies (with only the classes open to them), condominiums and students, in their order. */
export async function listasDaPessoa(db: Executor, p: PessoaRow) {
  const [empresas, condominios, alunos, fichas] = await Promise.all([
    p.empresas.length ? db.select().from(empresa).where(inArray(empresa.codempresa, p.empresas)) : [],
    p.condominios.length
      ? db.select().from(condominio).where(inArray(condominio.codcondomino, p.condominios))
      : [],
    p.alunos.length ? db.select().from(aluno).where(inArray(aluno.codaluno, p.alunos)) : [],
    db.select().from(fichaProfessor).where(eq(fichaProfessor.codpessoa, p.codpessoa)),
  ]);
  const lstaluno = ordenarComo(alunos, (a) => a.codaluno, p.alunos).map((a) => a.dados);
  const lecionadas = fichas.flatMap((f) => f.turmas.map((t) => ({ ...t, codempresa: f.codempresa })));
  const lstempresa = ordenarComo(empresas, (e) => e.codempresa, p.empresas).map(({ dados: e }) => ({
    codempresa: e.codempresa,
    codprestador: e.codprestador,
    inscricao: e.inscricao,
    nomempresa: e.nomempresa,
    lstanoletivo: turmasPermitidas(e.codempresa, e.lstanoletivo, lstaluno, lecionadas),
  }));
  const lstcondomino = ordenarComo(condominios, (c) => c.codcondomino, p.condominios).map(({ dados: c }) => ({
    codcondomino: c.codcondomino,
    identificacao: c.identificacao,
    nomcondominio: c.nomcondominio,
  }));
  return { lstempresa, lstcondomino, lstaluno };
}
