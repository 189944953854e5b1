import type { EnderecoPostal } from '@portal/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AlunoSeed,
  CondominioSeed,
  ConfigSeed,
  ContrachequeSeed,
  EmpresaSeed,
  MenuGrupoSeed,
  ModuloRegistroSeed,
  Telefone,
  TreinamentoSeed,
  TurmaFicha,
} from '../seed-data/types.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const quando = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Who may see a scoped row (seed-data/types.ts, Escopo): every column set must match the reader.
 * Kept as columns, not JSON, so the filters are plain indexed SQL.
 */
const escopo = () => ({
  escCodpessoa: integer('esc_codpessoa'),
  escCodempresa: integer('esc_codempresa'),
  escAnoletivo: integer('esc_anoletivo'),
  escCodturma: text('esc_codturma'),
  escCodaluno: text('esc_codaluno'),
  escCodcondomino: text('esc_codcondomino'),
});

export const empresa = pgTable('empresa', {
  codempresa: integer('codempresa').primaryKey(),
  dados: jsonb('dados').$type<EmpresaSeed>().notNull(),
});

export const condominio = pgTable('condominio', {
  codcondomino: text('codcondomino').primaryKey(),
  dados: jsonb('dados').$type<CondominioSeed>().notNull(),
});

export const aluno = pgTable('aluno', {
  codaluno: text('codaluno').primaryKey(),
  dados: jsonb('dados').$type<AlunoSeed>().notNull(),
});

/** A person who logs in; `dados` keeps the seed record's descriptive fields. */
export const pessoa = pgTable(
  'pessoa',
  {
    codpessoa: integer('codpessoa').primaryKey(),
    cpf: text('cpf'),
    cnpj: text('cnpj'),
    email: text('email'),
    /** Null until the person's first access sets one (issue 14): no password logs them in. */
    senhaHash: text('senha_hash'),
    nompessoa: text('nompessoa').notNull(),
    nome: text('nome').notNull(),
    sexo: text('sexo').notNull(),
    foto: text('foto'),
    dtnascimento: text('dtnascimento'),
    lsttelefone: jsonb('lsttelefone').$type<Telefone[]>().notNull(),
    /** Kept by "Meus dados" (coddao 608); null until the person gives one. */
    endereco: jsonb('endereco').$type<EnderecoPostal>(),
    credenciais: jsonb('credenciais').$type<string[]>().notNull(),
    empresas: jsonb('empresas').$type<number[]>().notNull(),
    condominios: jsonb('condominios').$type<string[]>().notNull(),
    alunos: jsonb('alunos').$type<string[]>().notNull(),
    codempresaselecionada: integer('codempresaselecionada'),
    codturma: text('codturma'),
    codcondomino: text('codcondomino'),
    codpessoacondomino: text('codpessoacondomino'),
    inscricao: text('inscricao'),
    isMedico: boolean('is_medico').notNull(),
    codprestador: text('codprestador'),
    paramsistema: text('paramsistema'),
    config: jsonb('config').$type<ConfigSeed>().notNull(),
    menus: jsonb('menus').$type<MenuGrupoSeed[]>().notNull(),
  },
  (t) => [
    uniqueIndex('pessoa_cpf').on(t.cpf),
    uniqueIndex('pessoa_cnpj').on(t.cnpj),
    uniqueIndex('pessoa_email').on(t.email),
  ],
);

export const recado = pgTable(
  'recado',
  {
    codrecado: integer('codrecado').primaryKey(),
    ...escopo(),
    titulo: text('titulo').notNull(),
    autor: text('autor').notNull(),
    dthpublicacao: quando('dthpublicacao').notNull(),
    texto: text('texto').notNull(),
  },
  (t) => [index('recado_publicacao').on(t.dthpublicacao)],
);

export const recadoLeitura = pgTable(
  'recado_leitura',
  {
    codrecado: integer('codrecado').notNull(),
    codpessoa: integer('codpessoa').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codrecado, t.codpessoa] })],
);

/** Stored files: announcement attachments and the registrations' uploads. */
export const anexo = pgTable(
  'anexo',
  {
    codanexo: serial('codanexo').primaryKey(),
    codrecado: integer('codrecado'),
    codcadastro: integer('codcadastro'),
    codpessoa: integer('codpessoa'),
    filename: text('filename').notNull(),
    filetype: text('filetype').notNull(),
    filesize: integer('filesize').notNull(),
    conteudo: bytea('conteudo').notNull(),
    dthcriacao: quando('dthcriacao').notNull(),
  },
  (t) => [index('anexo_recado').on(t.codrecado), index('anexo_cadastro').on(t.codcadastro)],
);

export const notificacao = pgTable(
  'notificacao',
  {
    codnotificacao: serial('codnotificacao').primaryKey(),
    codpessoa: integer('codpessoa').notNull(),
    titulo: text('titulo').notNull(),
    mensagem: text('mensagem').notNull(),
    dthcriacao: quando('dthcriacao').notNull(),
    lida: boolean('lida').notNull().default(false),
    rota: text('rota'),
    /** A notification about one student, condominium or company shows only in that context. */
    ...escopo(),
  },
  (t) => [index('notificacao_pessoa').on(t.codpessoa, t.dthcriacao)],
);

export const prestador = pgTable(
  'prestador',
  {
    codprestador: integer('codprestador').primaryKey(),
    codempresa: integer('codempresa').notNull(),
    nome: text('nome').notNull(),
    especialidade: text('especialidade').notNull(),
    endereco: text('endereco').notNull(),
    bairro: text('bairro').notNull(),
    cidade: text('cidade').notNull(),
    uf: text('uf').notNull(),
    cep: text('cep').notNull(),
    telefone: text('telefone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('prestador_especialidade').on(t.especialidade), index('prestador_cidade').on(t.cidade)],
);

/** Postal addresses answered by GET /ws/{cep}/json; `dados` is the ViaCEP record. */
export const cep = pgTable('cep', {
  cep: text('cep').primaryKey(),
  dados: jsonb('dados').$type<Record<string, string>>().notNull(),
});

export const documento = pgTable('documento', {
  coddocumento: integer('coddocumento').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  titulo: text('titulo').notNull(),
  descricao: text('descricao').notNull(),
  dthpublicacao: quando('dthpublicacao').notNull(),
  publico: boolean('publico').notNull(),
  html: text('html').notNull(),
  /** Who may read a private document: the people whose companies, condominiums or students it concerns. */
  ...escopo(),
});

export const contracheque = pgTable(
  'contracheque',
  {
    codcontracheque: integer('codcontracheque').primaryKey(),
    codpessoa: integer('codpessoa').notNull(),
    competencia: text('competencia').notNull(),
    dados: jsonb('dados').$type<ContrachequeSeed>().notNull(),
  },
  (t) => [index('contracheque_pessoa').on(t.codpessoa, t.competencia)],
);

export const treinamento = pgTable('treinamento', {
  codtreinamento: integer('codtreinamento').primaryKey(),
  dados: jsonb('dados').$type<TreinamentoSeed>().notNull(),
});

export const evento = pgTable(
  'evento',
  {
    codevento: integer('codevento').primaryKey(),
    ...escopo(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull(),
    local: text('local').notNull(),
    dthinicio: quando('dthinicio').notNull(),
    dthfim: quando('dthfim').notNull(),
    vagas: integer('vagas').notNull(),
    /** Seats taken before the portal: sign-ups made elsewhere. */
    inscritos: integer('inscritos').notNull(),
    /**
     * Seats taken in all: `inscritos` plus every portal sign-up's participants. coddao 483 and 484 move it in
     * one conditional UPDATE each, and the database refuses any value outside 0…vagas, whatever the code does.
     */
    ocupadas: integer('ocupadas').notNull().default(0),
    valor: numeric('valor', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [check('evento_ocupadas_na_capacidade', sql`${t.ocupadas} >= 0 and ${t.ocupadas} <= ${t.vagas}`)],
);

export const inscricaoEvento = pgTable(
  'inscricao_evento',
  {
    codinscricao: serial('codinscricao').primaryKey(),
    codevento: integer('codevento').notNull(),
    codpessoa: integer('codpessoa').notNull(),
    participantes: integer('participantes').notNull(),
    observacao: text('observacao'),
    protocolo: text('protocolo').notNull(),
    dthcriacao: quando('dthcriacao').notNull(),
    /** A paid event's charge (issue 13); null for a free event. */
    codcobranca: integer('codcobranca'),
    /** Until when an unpaid seat is held; null once paid (or free). The upkeep job frees it after this. */
    reservadaAte: quando('reservada_ate'),
  },
  (t) => [
    index('inscricao_evento_reserva').on(t.reservadaAte),
    uniqueIndex('inscricao_evento_pessoa').on(t.codevento, t.codpessoa),
    check('inscricao_evento_participantes', sql`${t.participantes} > 0`),
  ],
);

export const fichaProfessor = pgTable(
  'ficha_professor',
  {
    codpessoa: integer('codpessoa').notNull(),
    codempresa: integer('codempresa').notNull(),
    professor: text('professor').notNull(),
    turmas: jsonb('turmas').$type<TurmaFicha[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.codpessoa, t.codempresa] })],
);

export const moduloLista = pgTable(
  'modulo_lista',
  {
    modulo: text('modulo').notNull(),
    lista: text('lista').notNull(),
    titulo: text('titulo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.modulo, t.lista] })],
);

export const moduloRegistro = pgTable(
  'modulo_registro',
  {
    codregistro: integer('codregistro').primaryKey(),
    modulo: text('modulo').notNull(),
    lista: text('lista').notNull(),
    ...escopo(),
    ordem: integer('ordem').notNull(),
    dados: jsonb('dados').$type<ModuloRegistroSeed>().notNull(),
  },
  (t) => [index('modulo_registro_lista').on(t.modulo, t.lista, t.ordem)],
);

/** Person registrations saved by coddao 94 (cadpessoaf); attachments live in `anexo`. */
export const cadastroPessoa = pgTable('cadastro_pessoa', {
  codcadastro: serial('codcadastro').primaryKey(),
  codpessoa: integer('codpessoa').notNull(),
  protocolo: text('protocolo').notNull(),
  dados: jsonb('dados').$type<Record<string, unknown>>().notNull(),
  dthcriacao: quando('dthcriacao').notNull(),
});

export const versaoApp = pgTable('versao_app', {
  plataforma: text('plataforma').primaryKey(),
  build: integer('build').notNull(),
});

export const dispositivo = pgTable('dispositivo', {
  tokenPush: text('token_push').primaryKey(),
  codpessoa: integer('codpessoa').notNull(),
  plataforma: text('plataforma').notNull(),
  atualizadoEm: quando('atualizado_em').notNull(),
});

/**
 * Idempotency records (DESIGN.md): the row is inserted first, as the claim, in the same transaction
 * as the operation's effect; `status`/`corpo` hold the answer to replay.
 */
export const idempotencia = pgTable(
  'idempotencia',
  {
    codpessoa: integer('codpessoa').notNull(),
    chave: text('chave').notNull(),
    coddao: integer('coddao').notNull(),
    digest: text('digest').notNull(),
    status: integer('status'),
    /** The answer's JSON text, kept verbatim so a replay is byte for byte the first answer. */
    corpo: text('corpo'),
    criadoEm: quando('criado_em').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codpessoa, t.chave] }), index('idempotencia_criado').on(t.criadoEm)],
);

/**
 * Wrong-password counters (auth/login-limiter.ts), one row per person (or unknown identifier) and per client
 * address. In the database so every API process counts the same guesses, and reserved before the password is
 * verified so concurrent guesses cannot all slip under the limit.
 */
export const tentativaLogin = pgTable(
  'tentativa_login',
  {
    chave: text('chave').primaryKey(),
    falhas: integer('falhas').notNull(),
    janelaAte: quando('janela_ate').notNull(),
  },
  (t) => [index('tentativa_login_janela').on(t.janelaAte)],
);

/**
 * Server-side sessions (auth/sessoes.ts): every token carries its session's id; logout revokes the row and
 * every API process learns it at once (LISTEN/NOTIFY on PostgreSQL).
 */
export const sessao = pgTable(
  'sessao',
  {
    id: text('id').primaryKey(),
    codpessoa: integer('codpessoa').notNull(),
    criadaEm: quando('criada_em').notNull(),
    /** Moved on each token renewal (at most once per half token life), not on every request. */
    usadaEm: quando('usada_em').notNull(),
    agente: text('agente'),
    plataforma: text('plataforma'),
    ip: text('ip'),
    revogadaEm: quando('revogada_em'),
  },
  (t) => [index('sessao_pessoa').on(t.codpessoa), index('sessao_revogada').on(t.revogadaEm)],
);

/**
 * A charge (issue 13): every bill of every module, one row each, keyed by its record (codregistro). Its boleto and
 * Pix are computed by core from these columns; its status from the dates (core's encargosCobranca).
 */
export const cobranca = pgTable(
  'cobranca',
  {
    /** A bill record's charge keeps the record's number; charges made later (paid events) take the next. */
    codcobranca: serial('codcobranca').primaryKey(),
    modulo: text('modulo').notNull(),
    lista: text('lista').notNull(),
    ...escopo(),
    titulo: text('titulo').notNull(),
    subtitulo: text('subtitulo'),
    banco: text('banco').notNull(),
    campoLivre: text('campo_livre').notNull(),
    nossoNumero: text('nosso_numero').notNull(),
    txid: text('txid').notNull(),
    chavePix: text('chave_pix').notNull(),
    beneficiario: text('beneficiario').notNull(),
    cidade: text('cidade').notNull(),
    vencimento: text('vencimento').notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
    multaPercentual: doublePrecision('multa_percentual').notNull(),
    jurosMesPercentual: doublePrecision('juros_mes_percentual').notNull(),
    pagoEm: quando('pago_em'),
    canceladoEm: quando('cancelado_em'),
  },
  (t) => [
    uniqueIndex('cobranca_txid').on(t.txid),
    uniqueIndex('cobranca_nosso_numero').on(t.nossoNumero),
    index('cobranca_vencimento').on(t.vencimento),
  ],
);

/** A payment confirmed by the provider's webhook: one per provider payment id (a replay inserts nothing). */
export const pagamento = pgTable(
  'pagamento',
  {
    codpagamento: serial('codpagamento').primaryKey(),
    idProvedor: text('id_provedor').notNull(),
    codcobranca: integer('codcobranca').notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
    meio: text('meio').notNull(),
    pagoEm: quando('pago_em').notNull(),
    autenticacao: text('autenticacao').notNull(),
    recebidoEm: quando('recebido_em').notNull(),
  },
  (t) => [
    uniqueIndex('pagamento_id_provedor').on(t.idProvedor),
    index('pagamento_cobranca').on(t.codcobranca),
  ],
);

/** A student's cafeteria card (issue 13): balance (raised by paid top-ups), the day's limit, blocked items. */
export const cantinaCartao = pgTable(
  'cantina_cartao',
  {
    codaluno: text('codaluno').primaryKey(),
    saldoCentavos: integer('saldo_centavos').notNull(),
    limiteDiarioCentavos: integer('limite_diario_centavos').notNull(),
    bloqueados: jsonb('bloqueados').$type<string[]>().notNull(),
  },
  (t) => [check('cantina_cartao_saldo', sql`${t.saldoCentavos} >= 0`)],
);

/**
 * One-time codes of the account (issue 14): first access and forgotten password. Only a keyed hash of the code is
 * kept. At most one live code per person and purpose (a newer one replaces it), at most 5 tries: both held by the
 * database, so concurrent requests cannot get around them.
 */
export const codigoConta = pgTable(
  'codigo_conta',
  {
    codcodigo: serial('codcodigo').primaryKey(),
    codpessoa: integer('codpessoa')
      .notNull()
      .references(() => pessoa.codpessoa, { onDelete: 'cascade' }),
    finalidade: text('finalidade').notNull(),
    codigoHash: text('codigo_hash').notNull(),
    criadoEm: quando('criado_em').notNull(),
    expiraEm: quando('expira_em').notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    usadoEm: quando('usado_em'),
    substituidoEm: quando('substituido_em'),
    /** What the code confirms: the new address of an e-mail change ('trocar-email'); null otherwise. */
    dado: text('dado'),
  },
  (t) => [
    uniqueIndex('codigo_conta_vivo')
      .on(t.codpessoa, t.finalidade)
      .where(sql`${t.usadoEm} IS NULL AND ${t.substituidoEm} IS NULL`),
    check('codigo_conta_tentativas', sql`${t.tentativas} BETWEEN 0 AND 5`),
  ],
);

/**
 * E-mail the server sends (issue 14). Every message is written here in the transaction that causes it; with SMTP
 * configured a sender delivers it after the commit, without it the row is the outbox (`npm run outbox`).
 */
export const emailSaida = pgTable(
  'email_saida',
  {
    codemail: serial('codemail').primaryKey(),
    para: text('para').notNull(),
    assunto: text('assunto').notNull(),
    texto: text('texto').notNull(),
    html: text('html').notNull(),
    criadoEm: quando('criado_em').notNull(),
    enviadoEm: quando('enviado_em'),
    /** The last delivery failure; the message is tried again at `tentar_em`, five times in all. */
    erro: text('erro'),
    tentativas: integer('tentativas').notNull().default(0),
    tentarEm: quando('tentar_em'),
  },
  (t) => [index('email_saida_pendente').on(t.enviadoEm)],
);

/**
 * Push messages to the person's registered devices (coddao 320's tokens), written in the transaction that causes
 * them (a payment confirmed). Delivering them needs the FCM/APNs credentials of the app's publisher, which this
 * repository does not hold; until a sender is configured they wait here, like e-mail without SMTP.
 */
export const pushSaida = pgTable(
  'push_saida',
  {
    codpush: serial('codpush').primaryKey(),
    tokenPush: text('token_push').notNull(),
    plataforma: text('plataforma').notNull(),
    codpessoa: integer('codpessoa').notNull(),
    titulo: text('titulo').notNull(),
    corpo: text('corpo').notNull(),
    rota: text('rota'),
    criadoEm: quando('criado_em').notNull(),
    enviadoEm: quando('enviado_em'),
  },
  (t) => [index('push_saida_pendente').on(t.enviadoEm)],
);
