import type { TipoAnexoRegistro } from '@portal/core';

// The shapes of what the schema's JSON columns hold (issue 28): the schema's, so runtime code (operations,
// documents) types its rows from here and never from the demo data, which imports them from here instead.

/** A phone as SPEC §3 stores it. */

export type Telefone = { ddd: string; tel: string };

/** A class of a school year (lstanoletivo[].turmas[]). */

export type Turma = { codturma: string; descricao: string };

/** A school year (lstanoletivo entry). */

export type AnoLetivo = { anoletivo: number; turmas: Turma[] };

/** What a company is, so the seed and the menus can tell them apart. Not sent to the app. */

export type TipoEmpresa =
  | 'escola'
  | 'planosaude'
  | 'prestador-medico'
  | 'prestador-laboratorio'
  | 'contabilidade'
  | 'tesouraria'
  | 'administradora-condominio'
  | 'previdencia'
  | 'comercio'
  | 'associacao';

/**
 * A company (lstempresa entry, SPEC §3) plus seed-only facts (tipos, cnpj, cidade, uf).
 * codempresa is negative for provider companies (SPEC §6 provider kinds).
 */

export type Empresa = {
  codempresa: number;
  nomempresa: string;
  /** Provider code as the server sends it; '' when the company is not a provider. */
  codprestador: string;
  /** State registration or ANS registration, '' when none. */
  inscricao: string;
  cnpj: string;
  tipos: TipoEmpresa[];
  cidade: string;
  uf: string;
  /** Only schools have school years; [] otherwise. */
  lstanoletivo: AnoLetivo[];
};

/** A condominium unit (lstcondomino entry, SPEC §3). */

export type Condominio = {
  codcondomino: string;
  /** The unit, e.g. 'Bloco A - Apto 302'. */
  identificacao: string;
  nomcondominio: string;
  endereco: string;
  cidade: string;
  uf: string;
};

/** A student (lstaluno entry; SPEC passes it through as received). */

export type Aluno = {
  codaluno: string;
  nome: string;
  codturma: string;
  anoletivo: number;
  serie: string;
  codempresa: number;
  dtnascimento: string;
};

/** The config record of the login answer (SPEC §3; `escolas` becomes codescola on the app). */

export type ConfigLogin = { codempresa: number; escolas: number | null; codcopia: string };

/** Menu item (SPEC §3). rota may lack the leading slash: the app adds it. */

export type MenuItem = { titulo: string; icone: string; rota: string };

/** Menu group (SPEC §3). */

export type MenuGrupo = { titulo: string; icone: string; menus: MenuItem[] };

/**
 * Who sees a scoped row: it is visible to a person when EVERY field set matches them (codpessoa equal, codempresa
 * in their companies, codcondomino in their condominiums, codaluno in their students, codturma/anoletivo equal to
 * their current context when given); an empty one, to everyone logged in (operations/alcance.ts).
 */

export type Escopo = {
  codpessoa?: number;
  codempresa?: number;
  anoletivo?: number;
  codturma?: string;
  codaluno?: string;
  codcondomino?: string;
};

/** One payslip line. referencia is e.g. '30 dias', '7,50%', '' */

export type LinhaContracheque = { codigo: string; descricao: string; referencia: string; valor: number };

/** Payslip (coddao 230; the PDF is V3 doc 'contracheque' [codpessoa, codcontracheque]). */

export type Contracheque = {
  codcontracheque: number;
  codpessoa: number;
  codempresa: number;
  /** 'yyyy-mm' */
  competencia: string;
  descricao: string;
  cargo: string;
  matricula: string;
  proventos: LinhaContracheque[];
  descontos: LinhaContracheque[];
  totalProventos: number;
  totalDescontos: number;
  liquido: number;
  baseInss: number;
  baseFgts: number;
  fgtsMes: number;
  baseIrrf: number;
  /** ISO date 'yyyy-mm-dd' */
  dthpagamento: string;
};

/** Training (coddao 250). */

export type Treinamento = {
  codtreinamento: number;
  titulo: string;
  descricao: string;
  cargaHoraria: number;
  modulos: { titulo: string; conteudoHtml: string; videoUrl?: string }[];
};

export type StatusCor = 'success' | 'warning' | 'danger' | 'medium';

/** A record of a generic module list (coddao 300/301). */

export type RegistroModulo = {
  codregistro: number;
  escopo: Escopo;
  titulo: string;
  subtitulo?: string;
  /** ISO date 'yyyy-mm-dd' or timestamp */
  data?: string;
  valor?: number;
  status?: string;
  statusCor?: StatusCor;
  /** Pix BR Code (EMV) of a tax guide (never of a charge: core computes those from the `cobranca` row). */
  pixCopiaECola?: string;
  /** A DocumentoSeed codigo to open. */
  documento?: string;
  /**
   * A V3 document to open: doc 'boleto' [codregistro], 'informe' [codpessoa, ano], 'anexo' [codanexo]; `tipo`
   * says what it is to the person (core's TIPOS_ANEXO_REGISTRO), which names the app's button.
   */
  anexo?: {
    doc: string;
    params: (string | number)[];
    filename: string;
    filetype: string;
    tipo: TipoAnexoRegistro;
  };
  detalhes: { rotulo: string; valor: string }[];
  /** Optional sanitisable HTML body shown by the record page. */
  html?: string;
};
