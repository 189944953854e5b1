/**
 * Shapes of the demo data. Everything in this folder is plain, typed, deterministic data:
 * no database, no I/O, no clock. Dates are written relative to REFERENCIA = 2026-11-01 and moved to the day
 * the database is created by demoEm(referencia) (demo.ts).
 * The database seed imports these arrays and inserts them; field names follow SPEC §3 and
 * the V4 results of core's contract, so most rows go to the wire unchanged.
 *
 * Ownership rule used by every scoped row (recados, module records…): a row carries an
 * `escopo`; it is visible to a person when EVERY field set in the escopo matches the person
 * (codpessoa equal, codempresa in their companies, codcondomino in their condominiums,
 * codaluno in their students, codturma/anoletivo equal to their current context when given).
 * An empty escopo means "everyone logged in".
 */

import type { TipoAnexoRegistro, TipoSituacao } from '@portal/core';

/** A phone as SPEC §3 stores it. */
export type Telefone = { ddd: string; tel: string };

export type Sexo = 'M' | 'F';

/** SPEC §6 credential codes. */
export type CodigoCredencial =
  | 'I'
  | 'J'
  | 'L'
  | 'K'
  | '3'
  | 'C'
  | '9'
  | '2'
  | '4'
  | 'S'
  | 'D'
  | 'A'
  | '6'
  | '7'
  | 'X';

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
export type EmpresaSeed = {
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
export type CondominioSeed = {
  codcondomino: string;
  /** The unit, e.g. 'Bloco A - Apto 302'. */
  identificacao: string;
  nomcondominio: string;
  endereco: string;
  cidade: string;
  uf: string;
};

/** A student (lstaluno entry; SPEC passes it through as received). */
export type AlunoSeed = {
  codaluno: string;
  nome: string;
  codturma: string;
  anoletivo: number;
  serie: string;
  codempresa: number;
  dtnascimento: string;
};

/** The config record of the login answer (SPEC §3; `escolas` becomes codescola on the app). */
export type ConfigSeed = { codempresa: number; escolas: number | null; codcopia: string };

/**
 * A demo account. `cpf` is digits only; the login accepts the CPF (formatted or not) or the
 * e-mail. Every account's password is DEMO_SENHA.
 */
export type PessoaSeed = {
  codpessoa: number;
  cpf: string;
  nompessoa: string;
  nome: string;
  sexo: Sexo;
  email: string;
  lsttelefone: Telefone[];
  /** 'dd/mm/yyyy' */
  dtnascimento: string;
  /** null or a small data URL. */
  foto: string | null;
  credenciais: CodigoCredencial[];
  /** codempresa of each company in lstempresa, in order. */
  empresas: number[];
  /** codcondomino of each unit in lstcondomino. */
  condominios: string[];
  /** codaluno of each student in lstaluno. */
  alunos: string[];
  codempresaselecionada: number | null;
  codturma: string | null;
  codcondomino: string | null;
  codpessoacondomino: string | null;
  inscricao: string | null;
  /** True for physician accounts (provider company medical). */
  isMedico: boolean;
  codprestador: string | null;
  /** The paramsistema the login returns: codEmpresa;anoLetivo;codTurma;codAluno;codcondomino. */
  paramsistema: string;
  config: ConfigSeed;
  /** One-line description of the account, for README/test messages. */
  papel: string;
  /** No password yet: the account's first access sets one (issue 14). */
  semSenha?: true;
};

/** Menu item (SPEC §3). rota may lack the leading slash: the app adds it. */
export type MenuItemSeed = { titulo: string; icone: string; rota: string };

/** Menu group (SPEC §3). */
export type MenuGrupoSeed = { titulo: string; icone: string; menus: MenuItemSeed[] };

/** Who sees a scoped row; see the ownership rule at the top of this file. */
export type Escopo = {
  codpessoa?: number;
  codempresa?: number;
  anoletivo?: number;
  codturma?: string;
  codaluno?: string;
  codcondomino?: string;
};

/** A stored attachment (SPEC §3 Attachment plus its id). base64 holds the file bytes. */
export type AnexoSeed = {
  codanexo: number;
  filename: string;
  filetype: string;
  filesize: number;
  base64: string;
  /** ISO timestamp */
  dthcriacao: string;
};

/** Announcement (coddao 200/201). `lido` is per user and starts false, except codpessoa in lidoPor. */
export type RecadoSeed = {
  codrecado: number;
  escopo: Escopo;
  titulo: string;
  autor: string;
  /** ISO timestamp */
  dthpublicacao: string;
  /** Plain text; paragraphs separated by a blank line. */
  texto: string;
  anexos: AnexoSeed[];
  /** Accounts that have already read it. */
  lidoPor: number[];
};

/** Notification (coddao 210–212), one per account. */
export type NotificacaoSeed = {
  codnotificacao: number;
  codpessoa: number;
  titulo: string;
  mensagem: string;
  /** ISO timestamp */
  dthcriacao: string;
  lida: boolean;
  rota?: string;
  /** Who sees it beyond codpessoa: a notification about one student or unit follows the context. */
  escopo: Escopo;
};

/** Medical-guide provider (coddao 220, public). */
export type PrestadorGuiaSeed = {
  codprestador: number;
  /** The health plan the provider serves. */
  codempresa: number;
  nome: string;
  especialidade: string;
  endereco: string;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
  telefone: string;
  latitude: number;
  longitude: number;
};

/** A postal address exactly as ViaCEP answers /ws/{cep}/json. */
export type CepSeed = {
  cep: string;
  logradouro: string;
  complemento: string;
  unidade: string;
  bairro: string;
  localidade: string;
  uf: string;
  estado: string;
  regiao: string;
  ibge: string;
  gia: string;
  ddd: string;
  siafi: string;
};

/** HTML document for doc/{codigo} (coddao 270) and, when publico, the docsite list (coddao 260). */
export type DocumentoSeed = {
  coddocumento: number;
  codigo: string;
  titulo: string;
  descricao: string;
  /** ISO timestamp */
  dthpublicacao: string;
  /** Listed by docsite and readable without a token. */
  publico: boolean;
  /** A private document is read only by those its scope admits (issue 11); none: anyone logged in. */
  escopo?: Escopo;
  /** Raw, UNSANITISED html: the app must sanitise it (one document is hostile on purpose). */
  html: string;
};

/** One payslip line. referencia is e.g. '30 dias', '7,50%', '' */
export type LinhaContracheque = { codigo: string; descricao: string; referencia: string; valor: number };

/** Payslip (coddao 230; the PDF is V3 doc 'contracheque' [codpessoa, codcontracheque]). */
export type ContrachequeSeed = {
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
export type TreinamentoSeed = {
  codtreinamento: number;
  /** Who is offered it: a company's staff training is scoped to that company; empty: everyone. */
  escopo: Escopo;
  titulo: string;
  descricao: string;
  cargaHoraria: number;
  modulos: { titulo: string; conteudoHtml: string; videoUrl?: string }[];
};

/** Event (coddao 310/483). `inscritos` counts seats taken before any demo user signs up. */
export type EventoSeed = {
  codevento: number;
  escopo: Escopo;
  titulo: string;
  descricao: string;
  local: string;
  /** ISO timestamps */
  dthinicio: string;
  dthfim: string;
  vagas: number;
  inscritos: number;
  valor: number;
  /** Accounts already registered at seed time. */
  inscritosDemo: number[];
};

export type AlunoFicha = { codaluno: string; nome: string; faltas: number; notas: number[]; media: number };

export type TurmaFicha = {
  codturma: string;
  descricao: string;
  anoletivo: number;
  disciplina: string;
  alunos: AlunoFicha[];
};

/** Teacher record sheet (coddao 240). */
export type FichaProfessorSeed = {
  codpessoa: number;
  professor: string;
  codempresa: number;
  turmas: TurmaFicha[];
};

export type StatusCor = 'success' | 'warning' | 'danger' | 'medium';

/**
 * A charge behind a bill record (issue 13): the `cobranca` table's row. Seed-only on the record; the seed moves
 * it into its table and never sends it in the record. Amount in cents, dates 'yyyy-mm-dd'.
 */
export type CobrancaSeed = {
  banco: string;
  campoLivre: string;
  nossoNumero: string;
  txid: string;
  chavePix: string;
  beneficiario: string;
  cidade: string;
  vencimento: string;
  valorCentavos: number;
  multaPercentual: number;
  jurosMesPercentual: number;
  pagoEm: string | null;
  canceladoEm: string | null;
};

/** A record of a generic module list (coddao 300/301). */
export type ModuloRegistroSeed = {
  codregistro: number;
  /** The charge of a bill record (seed-only: it goes to the `cobranca` table). */
  cobranca?: CobrancaSeed;
  /**
   * The kind of status time changes (seed-only: the `situacao` column): status and statusCor are then core's
   * situacaoDoRegistro of `data`, computed by demoEm for the seed's day and by the API for the day it answers.
   */
  situacao?: TipoSituacao;
  escopo: Escopo;
  titulo: string;
  subtitulo?: string;
  /** ISO date 'yyyy-mm-dd' or timestamp */
  data?: string;
  valor?: number;
  status?: string;
  statusCor?: StatusCor;
  /** Boleto line, formatted with dots and spaces (47 digits). */
  linhaDigitavel?: string;
  /** Pix BR Code (EMV) string. */
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

/** A generic module list: route '/{modulo}/{lista}'. */
export type ModuloListaSeed = {
  modulo: string;
  lista: string;
  titulo: string;
  registros: ModuloRegistroSeed[];
};
