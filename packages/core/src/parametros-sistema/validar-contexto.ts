import { MENSAGENS_API } from '../contracts/mensagens-api.ts';
import type { AnoLetivo, Condominio } from '../registros/tipos.ts';
import type { ParamsSistema } from './params-sistema.ts';

/** A student as far as the context needs it (lstaluno entries carry these fields). */
export interface AlunoDoContexto {
  codaluno: string;
  codempresa?: number;
  anoletivo?: number;
  codturma?: string;
}

/**
 * What a person may choose: their companies with the school years and only the classes open to them (of
 * their own students, or that they teach), their students and their condominiums.
 */
export interface OpcoesContexto {
  empresas: { codempresa: number; lstanoletivo: AnoLetivo[] }[];
  alunos: AlunoDoContexto[];
  condominios: Pick<Condominio, 'codcondomino'>[];
}

/** The slot of each parameter in coddao 4's `parametros` (index 0 is the copy code). */
const CAMPO = {
  codEmpresa: 'parametros.1',
  anoLetivo: 'parametros.2',
  codTurma: 'parametros.3',
  codAluno: 'parametros.4',
  codcondomino: 'parametros.5',
} as const;

/**
 * The fields of a context the person cannot choose, each with its Portuguese message (empty when all hold).
 * An empty slot is always valid: it does not filter.
 *
 * @example
 * validarContexto(opcoes, { codEmpresa: '999', anoLetivo: '', codTurma: '', codAluno: '', codcondomino: '' });
 * // { 'parametros.1': 'Empresa inválida: escolha uma das suas empresas.' }
 */
export function validarContexto(opcoes: OpcoesContexto, p: ParamsSistema): Record<string, string> {
  const erros: Record<string, string> = {};
  const empresas = p.codEmpresa
    ? opcoes.empresas.filter((e) => String(e.codempresa) === p.codEmpresa)
    : opcoes.empresas;
  if (p.codEmpresa && empresas.length === 0) erros[CAMPO.codEmpresa] = MENSAGENS_API.contextoEmpresa;

  const anos = empresas.flatMap((e) => e.lstanoletivo);
  const doAno = p.anoLetivo ? anos.filter((a) => String(a.anoletivo) === p.anoLetivo) : anos;
  if (p.anoLetivo && doAno.length === 0) erros[CAMPO.anoLetivo] = MENSAGENS_API.contextoAnoLetivo;

  if (p.codTurma && !doAno.some((a) => a.turmas.some((t) => t.codturma === p.codTurma))) {
    erros[CAMPO.codTurma] = MENSAGENS_API.contextoTurma;
  }

  const aluno = p.codAluno ? opcoes.alunos.find((a) => a.codaluno === p.codAluno) : undefined;
  const alunoForaDaEmpresa =
    aluno?.codempresa !== undefined && p.codEmpresa !== '' && String(aluno.codempresa) !== p.codEmpresa;
  if (p.codAluno && (!aluno || alunoForaDaEmpresa)) erros[CAMPO.codAluno] = MENSAGENS_API.contextoAluno;

  if (p.codcondomino && !opcoes.condominios.some((c) => c.codcondomino === p.codcondomino)) {
    erros[CAMPO.codcondomino] = MENSAGENS_API.contextoCondominio;
  }
  return erros;
}
