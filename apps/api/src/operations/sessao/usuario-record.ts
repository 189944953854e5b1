import type { usuarioRespostaSchema } from '@portal/core';
import type * as z from 'zod';
import type { Executor } from '../../db/database.ts';
import type { PessoaRow } from '../../db/pessoa-row.ts';
import { listasDaPessoa } from './listas-da-pessoa.ts';

/** Adds `valor` under `campo` only when present and not "0" (SPEC §3 stores no other scalar). */
function escalar(destino: Record<string, unknown>, campo: string, valor: string | number | null | undefined) {
  if (valor === null || valor === undefined || valor === '' || String(valor) === '0') return;
  destino[campo] = valor;
}

/** The user record of SPEC §3 with its lists, as login (coddao 16) answers it. */
export async function buildUsuarioRecord(
  db: Executor,
  p: PessoaRow,
): Promise<z.input<typeof usuarioRespostaSchema>> {
  const { lstempresa, lstcondomino, lstaluno } = await listasDaPessoa(db, p);
  const anos = [...new Set(lstempresa.flatMap((e) => e.lstanoletivo.map((a) => a.anoletivo)))].sort();

  const usuario: z.input<typeof usuarioRespostaSchema> = {
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
