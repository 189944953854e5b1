import { sql } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import type { PessoaRow } from '../../db/pessoa-row.ts';
import { rowsOf } from '../../db/rows.ts';
import { aluno, condominio, disciplina, docencia, empresa } from '../../db/schema/index.ts';
import type { Aluno, AnoLetivo, Condominio, Empresa } from '../../db/schema/tipos.ts';

/**
 * The classes a person may choose in a company's school year: those of their own students and those they
 * teach. A school's other classes never reach them (issue 10: a parent could pick any class).
 */
function turmasPermitidas(
  codempresa: number,
  anos: AnoLetivo[],
  alunos: Aluno[],
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

type Linhas = {
  empresas: Empresa[];
  condominios: Condominio[];
  alunos: Aluno[];
  lecionadas: { codempresa: number; anoletivo: number; codturma: string }[];
};

/** Rows of `tabela` whose `coluna` is in `ids`, as a JSON array of their `dados` in the order of `ids`. */
function dadosNaOrdem(tabela: AnyPgTable, coluna: string, ids: readonly (number | string)[]) {
  return sql`(SELECT coalesce(jsonb_agg(t.dados ORDER BY o.n), '[]') FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) WITH ORDINALITY AS o(id, n) JOIN ${tabela} t ON t.${sql.identifier(coluna)}::text = o.id)`;
}

/**
 * The person's companies (with only the classes open to them), condominiums and students, in their order: one
 * statement, since every login and re-authentication builds them.
 */
export async function listasDaPessoa(db: Executor, p: PessoaRow) {
  const [linhas] = rowsOf<Linhas>(
    await db.execute(sql`SELECT
      ${dadosNaOrdem(empresa, 'codempresa', p.empresas)} AS empresas,
      ${dadosNaOrdem(condominio, 'codcondomino', p.condominios)} AS condominios,
      ${dadosNaOrdem(aluno, 'codaluno', p.alunos)} AS alunos,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('codempresa', d.codempresa, 'anoletivo', t.anoletivo,
        'codturma', t.codturma)), '[]')
        FROM ${docencia} t JOIN ${disciplina} d ON d.coddisciplina = t.coddisciplina
        WHERE t.codpessoa = ${p.codpessoa}) AS lecionadas`),
  );
  const { empresas = [], condominios = [], alunos: lstaluno = [], lecionadas = [] } = linhas ?? {};
  const lstempresa = empresas.map((e) => ({
    codempresa: e.codempresa,
    codprestador: e.codprestador,
    inscricao: e.inscricao,
    nomempresa: e.nomempresa,
    lstanoletivo: turmasPermitidas(e.codempresa, e.lstanoletivo, lstaluno, lecionadas),
  }));
  const lstcondomino = condominios.map((c) => ({
    codcondomino: c.codcondomino,
    identificacao: c.identificacao,
    nomcondominio: c.nomcondominio,
  }));
  return { lstempresa, lstcondomino, lstaluno };
}
