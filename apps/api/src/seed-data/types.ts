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

import type { TipoEventoEscolar, TipoSituacao } from '@portal/core';
import type { eventoEscolar } from '../db/schema/calendario.ts';
import type { cobranca } from '../db/schema/cobrancas.ts';
import type { escopo } from '../db/schema/colunas.ts';
import type { areaComum } from '../db/schema/condominio.ts';
import type {
  disciplina,
  docencia,
  fichaProfessor,
  formulaBoletim,
  frequencia,
  nota,
} from '../db/schema/escola.ts';
import type {
  Aluno,
  AnoLetivo,
  Condominio,
  ConfigLogin,
  Contracheque,
  Empresa,
  Escopo,
  LinhaContracheque,
  MenuGrupo,
  MenuItem,
  RegistroModulo,
  StatusCor,
  Telefone,
  TipoEmpresa,
  Treinamento,
  Turma,
} from '../db/schema/tipos.ts';

// The shapes the schema's columns hold are the schema's (db/schema/tipos.ts): the demo data is written in them.
export type { AnoLetivo, Escopo, LinhaContracheque, StatusCor, Telefone, TipoEmpresa, Turma };
export type EmpresaSeed = Empresa;
/** A common area of a building with its booking rules (issue 32): a row of `area_comum`. */
export type AreaComumSeed = typeof areaComum.$inferInsert;
/** A unit (or a building's own account) and the building it belongs to, with its ideal fraction in millionths. */
export type CondominioSeed = Condominio & { codedificio: string; fracao: number | null };
/** A building (issue 32). */
export type EdificioSeed = { codedificio: string; nome: string; votoPorFracao: boolean };
export type AlunoSeed = Aluno;
export type ConfigSeed = ConfigLogin;
export type MenuItemSeed = MenuItem;
export type MenuGrupoSeed = MenuGrupo;
export type ContrachequeSeed = Contracheque;
/** A training; who is offered it (a company's staff training is scoped to that company; empty: everyone) is seed-only: it goes to the scope columns. */
export type TreinamentoSeed = Treinamento & { escopo: Escopo };
/** A record of a generic module list (a bill is none: it is a charge, CobrancaSeed). */
export type ModuloRegistroSeed = RegistroModulo & {
  /**
   * The kind of status time changes (seed-only: the `situacao` column): status and statusCor are then core's
   * situacaoDoRegistro of `data`, computed by demoEm for the seed's day and by the API for the day it answers.
   */
  situacao?: TipoSituacao;
};

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
  /** The account that wrote it, when it has one: its own recado counts as read for it (issue 29). */
  codautor?: number;
  /** ISO timestamp */
  dthpublicacao: string;
  /** Plain text; paragraphs separated by a blank line. */
  texto: string;
  anexos: AnexoSeed[];
  /** Accounts that have already read it. */
  lidoPor: number[];
  /** Asks its readers to confirm it, "Ciente" (issue 31); none is confirmed in the demo. */
  pedeCiencia?: true;
  /** Lets each family reply to its author under it (issue 31); no reply is written in the demo. */
  permiteRespostas?: true;
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

/** The school's rows (issue 28), in the tables' own row types: the grades are written once. */
export type DisciplinaSeed = Required<
  Pick<typeof disciplina.$inferInsert, 'coddisciplina' | 'codempresa' | 'nome' | 'ordem'>
>;
export type DocenciaSeed = typeof docencia.$inferInsert;
export type FormulaBoletimSeed = typeof formulaBoletim.$inferInsert;
export type NotaSeed = Required<
  Pick<
    typeof nota.$inferInsert,
    'codaluno' | 'coddisciplina' | 'anoletivo' | 'codturma' | 'bimestre' | 'nota' | 'recuperacao'
  >
>;
export type FrequenciaSeed = Required<typeof frequencia.$inferInsert>;
export type ProfessorSeed = typeof fichaProfessor.$inferInsert;
/** An event of the school calendar (issue 31), in its table's row type; its kind one of core's. */
export type EventoEscolarSeed = Required<Omit<typeof eventoEscolar.$inferInsert, 'publicadoEm' | 'tipo'>> & {
  tipo: TipoEventoEscolar;
};

type LinhaCobranca = typeof cobranca.$inferInsert;
type ColunasEscopo = keyof ReturnType<typeof escopo>;

/**
 * A charge (issue 13): the `cobranca` table's row, every column written out (issue 28: no bill record carries
 * it; the API computes a bill's details, attachment and status from the row). Two seed-only differences: its
 * scope is an Escopo (the seed spreads it into the scope columns), and its payment and cancellation are days
 * ('yyyy-mm-dd', like vencimento), not instants, so demoEm moves them by whole months with the due date; the
 * seed makes them instants (noon in Brasília) only when it inserts the row.
 */
export type CobrancaSeed = Required<Omit<LinhaCobranca, ColunasEscopo | 'pagoEm' | 'canceladoEm'>> & {
  escopo: Escopo;
  pagoEm: string | null;
  canceladoEm: string | null;
};

/** A generic module list: route '/{modulo}/{lista}'. */
export type ModuloListaSeed = {
  modulo: string;
  lista: string;
  titulo: string;
  registros: ModuloRegistroSeed[];
};
