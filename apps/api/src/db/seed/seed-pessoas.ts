import { hashPassword } from '@portal/core';
import { hashStoredPassword } from '../../auth/passwords.ts';
import {
  alunos,
  DEMO_SENHA,
  edificios,
  empresas,
  menusDaPessoa,
  papeisCondominio,
  papeisEmpresa,
  pessoas,
  todasAsUnidades,
} from '../../seed-data/index.ts';
import type { Executor } from '../database.ts';
import {
  aluno,
  condominio,
  edificio,
  empresa,
  papelCondominio,
  papelEmpresa,
  pessoa,
} from '../schema/index.ts';
import { inserirEmLotes } from './lotes.ts';

/** Companies, units, students and the demo accounts; the shared password is hashed once (argon2id is slow on purpose). */
export async function seedPessoas(db: Executor, passwordSecret: string): Promise<void> {
  const senhaHash = await hashStoredPassword(await hashPassword(DEMO_SENHA, passwordSecret));
  await inserirEmLotes(
    db,
    empresa,
    empresas.map((e) => ({ codempresa: e.codempresa, dados: e })),
  );
  await inserirEmLotes(db, edificio, [...edificios]);
  await inserirEmLotes(
    db,
    condominio,
    todasAsUnidades.map(({ codedificio, fracao, ...dados }) => ({
      codcondomino: dados.codcondomino,
      dados,
      codedificio,
      fracao,
    })),
  );
  await inserirEmLotes(
    db,
    aluno,
    alunos.map((a) => ({ codaluno: a.codaluno, dados: a })),
  );
  await inserirEmLotes(
    db,
    pessoa,
    pessoas.map((p) => ({
      codpessoa: p.codpessoa,
      cpf: p.cpf,
      cnpj: null,
      email: p.email.toLowerCase(),
      senhaHash: p.semSenha ? null : senhaHash,
      nompessoa: p.nompessoa,
      nome: p.nome,
      sexo: p.sexo,
      foto: p.foto,
      dtnascimento: p.dtnascimento,
      lsttelefone: p.lsttelefone,
      credenciais: [...p.credenciais],
      empresas: p.empresas,
      condominios: p.condominios,
      alunos: p.alunos,
      codempresaselecionada: p.codempresaselecionada,
      codturma: p.codturma,
      codcondomino: p.codcondomino,
      codpessoacondomino: p.codpessoacondomino,
      inscricao: p.inscricao,
      isMedico: p.isMedico,
      codprestador: p.codprestador,
      paramsistema: p.paramsistema || null,
      config: p.config,
      menus: menusDaPessoa(p),
    })),
  );
  await inserirEmLotes(db, papelEmpresa, [...papeisEmpresa]);
  await inserirEmLotes(db, papelCondominio, [...papeisCondominio]);
}
