import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { bytea, chaveDeEscopo, escopo, quando } from './colunas.ts';
import { aluno } from './escopo.ts';
import { pessoa } from './pessoas.ts';

// What reaches people: recados and their reads, attachments, notifications, documents, e-mail and push outboxes.

/**
 * The numbers of recados written in the app (coddao 202, issue 31); the seed's own recados keep their small fixed
 * numbers, so the sequence starts far above them.
 */
export const recadoCodrecadoSeq = pgSequence('recado_codrecado_seq', { startWith: 100000 });

export const recado = pgTable(
  'recado',
  {
    codrecado: integer('codrecado').primaryKey().default(sql`nextval('recado_codrecado_seq')`),
    ...escopo(),
    titulo: text('titulo').notNull(),
    autor: text('autor').notNull(),
    /** The account that wrote it, if any: its own recado is read for it (issue 29). */
    codautor: integer('codautor'),
    dthpublicacao: quando('dthpublicacao').notNull(),
    texto: text('texto').notNull(),
    /** Asks its readers to confirm it, "Ciente" (issue 31): each confirmation is a `recado_ciente` row. */
    pedeCiencia: boolean('pede_ciencia').notNull().default(false),
    /** Lets each family reply to the author under it (issue 31): a thread of `recado_resposta` rows per family. */
    permiteRespostas: boolean('permite_respostas').notNull().default(false),
    /**
     * Written to chosen students (`recado_aluno` rows, issue 31): only their families read it. Kept on the row so
     * the list asks `recado_aluno` only of these, never the whole table for every recado in scope.
     */
    escolhidos: boolean('escolhidos').notNull().default(false),
  },
  (t) => [
    index('recado_publicacao').on(t.dthpublicacao),
    // A person's recados by their scope's key (alcance.ts): the list reads them, never the whole table.
    index('recado_escopo').on(chaveDeEscopo(t)),
    // An author's recados (issue 31): who read and replied to them, the teacher's unanswered replies.
    index('recado_do_autor').on(t.codautor),
  ],
);

export const recadoLeitura = pgTable(
  'recado_leitura',
  {
    codrecado: integer('codrecado').notNull(),
    codpessoa: integer('codpessoa').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.codrecado, t.codpessoa] }),
    // The list's read flag asks for one person's marks: by the person first, not all marks of the table.
    index('recado_leitura_pessoa').on(t.codpessoa, t.codrecado),
  ],
);

/**
 * A person's "Ciente" on a recado that asks for it (issue 31): once per recado and person (primary key), with
 * the instant and the device it was given on. A recado reaches a family once, whatever its number of children
 * (its scope is a school, a class or one student), so the confirmation is the person's, not one per child;
 * `codaluno` names the student when the recado is about one (its `esc_codaluno`), so the author's list can say
 * whose guardian confirmed. Never updated or deleted: a trigger of 0020_recado_ciente refuses both.
 */
export const recadoCiente = pgTable(
  'recado_ciente',
  {
    codrecado: integer('codrecado')
      .notNull()
      .references(() => recado.codrecado),
    codpessoa: integer('codpessoa')
      .notNull()
      .references(() => pessoa.codpessoa),
    codaluno: text('codaluno').references(() => aluno.codaluno),
    em: quando('em').notNull(),
    /** What the device was, as the sessions page names it ("Chrome 131 no Android", "App (android)"). */
    dispositivo: text('dispositivo').notNull(),
    /** The app's X-App-Origin when it sent one (android, ios, web…). */
    plataforma: text('plataforma'),
  },
  (t) => [primaryKey({ columns: [t.codrecado, t.codpessoa] })],
);

/**
 * The students a recado written to "chosen students" is for (coddao 202, issue 31): their families only see it.
 * Such a recado's scope columns name the class (company, year, class), so its index finds it as a class recado's;
 * these rows then narrow it to the chosen students (operations/recados/alcance-recado.ts). A recado with none is
 * for its whole scope.
 */
export const recadoAluno = pgTable(
  'recado_aluno',
  {
    codrecado: integer('codrecado')
      .notNull()
      .references(() => recado.codrecado),
    codaluno: text('codaluno')
      .notNull()
      .references(() => aluno.codaluno),
  },
  (t) => [primaryKey({ columns: [t.codrecado, t.codaluno] }), index('recado_aluno_aluno').on(t.codaluno)],
);

/**
 * One message of a recado's thread between one family and the school (issue 31): `codfamilia` is the family's
 * person, whose thread it is, and `codpessoa` who wrote it (that family, or the recado's author answering). A
 * family reads only its own thread; the author reads each one.
 */
export const recadoResposta = pgTable(
  'recado_resposta',
  {
    codresposta: serial('codresposta').primaryKey(),
    codrecado: integer('codrecado')
      .notNull()
      .references(() => recado.codrecado),
    codfamilia: integer('codfamilia')
      .notNull()
      .references(() => pessoa.codpessoa),
    codpessoa: integer('codpessoa')
      .notNull()
      .references(() => pessoa.codpessoa),
    texto: text('texto').notNull(),
    em: quando('em').notNull(),
  },
  (t) => [
    index('recado_resposta_conversa').on(t.codrecado, t.codfamilia, t.em),
    check('recado_resposta_texto', sql`length(${t.texto}) between 1 and 4000`),
  ],
);

/** Stored files: announcement attachments, the replies' and the registrations' uploads. */
export const anexo = pgTable(
  'anexo',
  {
    codanexo: serial('codanexo').primaryKey(),
    codrecado: integer('codrecado'),
    codcadastro: integer('codcadastro'),
    /** A reply's attachment (issue 31): readable by that thread's family and the recado's author. */
    codresposta: integer('codresposta'),
    codpessoa: integer('codpessoa'),
    filename: text('filename').notNull(),
    filetype: text('filetype').notNull(),
    filesize: integer('filesize').notNull(),
    conteudo: bytea('conteudo').notNull(),
    dthcriacao: quando('dthcriacao').notNull(),
  },
  (t) => [
    index('anexo_recado').on(t.codrecado),
    index('anexo_cadastro').on(t.codcadastro),
    index('anexo_resposta').on(t.codresposta),
  ],
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

export const documento = pgTable(
  'documento',
  {
    coddocumento: integer('coddocumento').primaryKey(),
    /** The route code (doc/{codigo}): one per scope, so each condominium may have its own 'regulamento-interno'. */
    codigo: text('codigo').notNull(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull(),
    dthpublicacao: quando('dthpublicacao').notNull(),
    publico: boolean('publico').notNull(),
    html: text('html').notNull(),
    /** Who may read a private document: the people whose companies, condominiums or students it concerns. */
    ...escopo(),
  },
  (t) => [
    // An empty scope column is a value here: one unscoped 'termos-de-uso', not one per NULL.
    unique('documento_codigo_escopo')
      .on(
        t.codigo,
        t.escCodpessoa,
        t.escCodempresa,
        t.escAnoletivo,
        t.escCodturma,
        t.escCodaluno,
        t.escCodcondomino,
      )
      .nullsNotDistinct(),
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
 * Push messages to the person's devices, written in the transaction that causes them (a payment confirmed): one
 * per native token (coddao 320) and one per browser subscription (coddao 321, `plataforma` 'web', `token_push` its
 * endpoint). The web ones leave by Web Push (push/entregador-push.ts); delivering the native ones needs the
 * FCM/APNs credentials of the app's publisher, which this repository does not hold, so they wait here, like
 * e-mail without SMTP.
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
    /** The last delivery failure; the message is tried again at `tentar_em`, five times in all. */
    erro: text('erro'),
    tentativas: integer('tentativas').notNull().default(0),
    tentarEm: quando('tentar_em'),
  },
  (t) => [index('push_saida_pendente').on(t.enviadoEm)],
);
