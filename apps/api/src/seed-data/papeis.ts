import { EDIFICIO, EMPRESA, PESSOA } from './ids.ts';

// The demo's roles inside a section (DESIGN "Domain data and roles"), rows of papel_empresa and papel_condominio.

export interface PapelEmpresaSeed {
  codpessoa: number;
  codempresa: number;
  papel: 'responsavel' | 'professor' | 'secretaria';
}

export interface PapelCondominioSeed {
  codpessoa: number;
  codedificio: string;
  papel: 'sindico' | 'porteiro';
}

export const papeisEmpresa: readonly PapelEmpresaSeed[] = [
  { codpessoa: PESSOA.ana, codempresa: EMPRESA.colegioHorizonte, papel: 'responsavel' },
  { codpessoa: PESSOA.bruno, codempresa: EMPRESA.colegioHorizonte, papel: 'professor' },
  { codpessoa: PESSOA.silvia, codempresa: EMPRESA.colegioHorizonte, papel: 'secretaria' },
  { codpessoa: PESSOA.admin, codempresa: EMPRESA.colegioHorizonte, papel: 'responsavel' },
];

export const papeisCondominio: readonly PapelCondominioSeed[] = [
  { codpessoa: PESSOA.roberto, codedificio: EDIFICIO.acacias, papel: 'sindico' },
  { codpessoa: PESSOA.sebastiao, codedificio: EDIFICIO.acacias, papel: 'porteiro' },
  { codpessoa: PESSOA.admin, codedificio: EDIFICIO.vilaVerde, papel: 'sindico' },
];
