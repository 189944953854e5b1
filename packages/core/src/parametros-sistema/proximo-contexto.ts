import type { ParamsSistema } from './params-sistema.ts';
import type { AlunoDoContexto, OpcoesContexto } from './validar-contexto.ts';

/** One choice made in the switcher: which slot, and the value picked ('' clears it). */
export interface MudancaContexto {
  campo: keyof ParamsSistema;
  valor: string;
}

const texto = (v: number | string | undefined) => (v === undefined ? '' : String(v));

function doAluno(base: ParamsSistema, a: AlunoDoContexto): ParamsSistema {
  return {
    ...base,
    codEmpresa: a.codempresa === undefined ? base.codEmpresa : String(a.codempresa),
    anoLetivo: texto(a.anoletivo),
    codTurma: a.codturma ?? '',
    codAluno: a.codaluno,
  };
}

function alunosDaEmpresa(opcoes: OpcoesContexto, codEmpresa: string): AlunoDoContexto[] {
  return opcoes.alunos.filter((a) => a.codempresa !== undefined && String(a.codempresa) === codEmpresa);
}

/** The school year to start from in a company: the latest one with classes open to the person, else the latest. */
function anoInicial(opcoes: OpcoesContexto, codEmpresa: string) {
  const anos = opcoes.empresas.find((e) => String(e.codempresa) === codEmpresa)?.lstanoletivo ?? [];
  const recentes = [...anos].sort((a, b) => b.anoletivo - a.anoletivo);
  return recentes.find((a) => a.turmas.length > 0) ?? recentes[0];
}

/**
 * The context after one choice, keeping it coherent (issue 10): changing the company resets its school
 * year, class and student to the first valid choice (its first student of the person's, else the latest
 * school year and its first class); choosing a student brings that student's company, year and class;
 * choosing a year or class keeps the student only when the student belongs there.
 *
 * @example
 * proximoContexto(opcoes, atual, { campo: 'codAluno', valor: 'A10232' }); // Mariana's year and class
 */
export function proximoContexto(
  opcoes: OpcoesContexto,
  atual: ParamsSistema,
  { campo, valor }: MudancaContexto,
): ParamsSistema {
  switch (campo) {
    case 'codEmpresa': {
      const base = { ...atual, codEmpresa: valor, anoLetivo: '', codTurma: '', codAluno: '' };
      const [primeiro] = alunosDaEmpresa(opcoes, valor);
      if (primeiro) return doAluno(base, primeiro);
      const ano = anoInicial(opcoes, valor);
      return { ...base, anoLetivo: texto(ano?.anoletivo), codTurma: ano?.turmas[0]?.codturma ?? '' };
    }
    case 'codAluno': {
      const aluno = opcoes.alunos.find((a) => a.codaluno === valor);
      return aluno ? doAluno(atual, aluno) : { ...atual, codAluno: '' };
    }
    case 'anoLetivo': {
      const noAno = alunosDaEmpresa(opcoes, atual.codEmpresa).filter((a) => texto(a.anoletivo) === valor);
      const mantido = noAno.find((a) => a.codaluno === atual.codAluno) ?? noAno[0];
      if (mantido) return doAluno({ ...atual, anoLetivo: valor }, mantido);
      const ano = opcoes.empresas
        .find((e) => String(e.codempresa) === atual.codEmpresa)
        ?.lstanoletivo.find((a) => String(a.anoletivo) === valor);
      return { ...atual, anoLetivo: valor, codTurma: ano?.turmas[0]?.codturma ?? '', codAluno: '' };
    }
    case 'codTurma': {
      const naTurma = alunosDaEmpresa(opcoes, atual.codEmpresa).filter(
        (a) => a.codturma === valor && texto(a.anoletivo) === atual.anoLetivo,
      );
      const mantido = naTurma.find((a) => a.codaluno === atual.codAluno) ?? naTurma[0];
      return { ...atual, codTurma: valor, codAluno: valor && mantido ? mantido.codaluno : '' };
    }
    case 'codcondomino':
      return { ...atual, codcondomino: valor };
  }
}
