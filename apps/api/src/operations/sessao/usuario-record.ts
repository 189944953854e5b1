import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { aluno, condominio, empresa } from '../../db/schema.ts';
import type { PessoaRow } from '../contexto.ts';

function ordenarComo<T, K>(linhas: T[], chave: (t: T) => K, ordem: K[]): T[] {
  return ordem.flatMap((k) => linhas.filter((l) => chave(l) === k));
}

/** Adds `valor` under `campo` only when present and not "0" (SPEC §3 stores no other scalar). */
function escalar(destino: Record<string, unknown>, campo: string, valor: string | number | null | undefined) {
  if (valor === null || valor === undefined || valor === '' || String(valor) === '0') return;
  destino[campo] = valor;
}

/** The user record of SPEC §3 with its lists, as login (coddao 16) answers it. */
export async function buildUsuarioRecord(db: Executor, p: PessoaRow): Promise<Record<string, unknown>> {
  const [empresas, condominios, alunos] = await Promise.all([
    p.empresas.length ? db.select().from(empresa).where(inArray(empresa.codempresa, p.empresas)) : [],
    p.condominios.length
      ? db.select().from(condominio).where(inArray(condominio.codcondomino, p.condominios))
      : [],
    p.alunos.length ? db.select().from(aluno).where(inArray(aluno.codaluno, p.alunos)) : [],
  ]);
  const lstempresa = ordenarComo(empresas, (e) => e.codempresa, p.empresas).map(({ dados: e }) => ({
    codempresa: e.codempresa,
    codprestador: e.codprestador,
    inscricao: e.inscricao,
    nomempresa: e.nomempresa,
    lstanoletivo: e.lstanoletivo,
  }));
  const lstcondomino = ordenarComo(condominios, (c) => c.codcondomino, p.condominios).map(({ dados: c }) => ({
    codcondomino: c.codcondomino,
    identificacao: c.identificacao,
    nomcondominio: c.nomcondominio,
  }));
  const lstaluno = ordenarComo(alunos, (a) => a.codaluno, p.alunos).map((a) => a.dados);
  const anos = [...new Set(lstempresa.flatMap((e) => e.lstanoletivo.map((a) => a.anoletivo)))].sort();

  const usuario: Record<string, unknown> = {
    codpessoa: p.codpessoa,
    nompessoa: p.nompessoa,
    lsttelefone: p.lsttelefone,
    credenciais: p.credenciais,
    lstempresa,
    lstcondomino,
    lstaluno,
    isMedico: p.isMedico,
  };
  escalar(usuario, 'nome', p.nome);
  escalar(usuario, 'sexo', p.sexo);
  escalar(usuario, 'cpf', p.cpf);
  escalar(usuario, 'email', p.email);
  escalar(usuario, 'foto', p.foto);
  escalar(usuario, 'dtnascimento', p.dtnascimento);
  escalar(usuario, 'codturma', p.codturma);
  escalar(usuario, 'inscricao', p.inscricao);
  escalar(usuario, 'codpessoacondomino', p.codpessoacondomino);
  escalar(usuario, 'codempresaselecionada', p.codempresaselecionada);
  escalar(usuario, 'codcondomino', p.codcondomino);
  escalar(usuario, 'codprestador', p.codprestador);
  escalar(usuario, 'paramsistema', p.paramsistema);
  if (anos.length) usuario.anosletivos = anos.join(',');
  return usuario;
}
