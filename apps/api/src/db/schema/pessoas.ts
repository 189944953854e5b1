import type { EnderecoPostal } from '@portal/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { quando } from './colunas.ts';
import type { ConfigLogin, MenuGrupo, Telefone } from './tipos.ts';

// People who log in, their sessions, login counters, one-time codes, devices and registrations.

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
    config: jsonb('config').$type<ConfigLogin>().notNull(),
    menus: jsonb('menus').$type<MenuGrupo[]>().notNull(),
  },
  (t) => [
    uniqueIndex('pessoa_cpf').on(t.cpf),
    uniqueIndex('pessoa_cnpj').on(t.cnpj),
    uniqueIndex('pessoa_email').on(t.email),
    // Both GIN indexes without fastupdate's pending list: every scan reads that list whole, and only VACUUM empties
    // it, which PGlite never runs by itself (no autovacuum). At provider size a family lookup read 4 MB of it: 33 ms
    // instead of 0.02 ms, and a roll call ran 22 times a second. People change rarely; their index is written
    // straight away.
    // A building's residents, `condominios ? codcondomino` (issue 32: who read a notice, coddao 749; quorum).
    index('pessoa_condominios').using('gin', t.condominios).with({ fastupdate: false }),
    // A student's families, `alunos ?| array[…]` (issue 31: whom a grade, a roll call or a recado notifies).
    index('pessoa_alunos').using('gin', t.alunos).with({ fastupdate: false }),
  ],
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

export const dispositivo = pgTable('dispositivo', {
  tokenPush: text('token_push').primaryKey(),
  codpessoa: integer('codpessoa').notNull(),
  plataforma: text('plataforma').notNull(),
  atualizadoEm: quando('atualizado_em').notNull(),
});

/**
 * Web Push subscriptions (coddao 321), one per browser install: its push service's URL (unique: registering it
 * again moves it to whoever is logged in there now) and the keys messages are encrypted with (RFC 8291). The push
 * service answering 404 or 410 means the browser dropped it, and the outbox's sender deletes the row.
 */
export const assinaturaPush = pgTable(
  'assinatura_push',
  {
    endpoint: text('endpoint').primaryKey(),
    codpessoa: integer('codpessoa')
      .notNull()
      .references(() => pessoa.codpessoa, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    criadoEm: quando('criado_em').notNull(),
    /** The last message the push service accepted for it; null until the first. */
    ultimoSucessoEm: quando('ultimo_sucesso_em'),
  },
  (t) => [index('assinatura_push_pessoa').on(t.codpessoa)],
);

/** Person registrations saved by coddao 94 (cadpessoaf); attachments live in `anexo`. */
export const cadastroPessoa = pgTable('cadastro_pessoa', {
  codcadastro: serial('codcadastro').primaryKey(),
  codpessoa: integer('codpessoa').notNull(),
  protocolo: text('protocolo').notNull(),
  dados: jsonb('dados').$type<Record<string, unknown>>().notNull(),
  dthcriacao: quando('dthcriacao').notNull(),
});
