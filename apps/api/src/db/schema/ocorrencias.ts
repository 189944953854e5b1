import { CODIGOS_CATEGORIA_OCORRENCIA, CODIGOS_SITUACAO_OCORRENCIA, PASSOS_OCORRENCIA } from '@portal/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, quando } from './colunas.ts';
import { condominio, edificio } from './escopo.ts';
import { pessoa } from './pessoas.ts';

// Ocorrências (issue 32): a resident's request to the síndico of the building, its timeline and its talk. Core's
// condominio/ocorrencias.ts holds the moves and the windows; the CHECKs and unique steps below hold what must stay
// true whatever the order two requests arrive in.

const lista = (valores: readonly string[]) => sql.raw(valores.map((v) => `'${v}'`).join(', '));

/**
 * One request of a unit (`codcondomino`) of a building (`codedificio`). Its situation moves by one conditional
 * UPDATE (… WHERE situacao = the one read), so two moves never both pass. A rating is given once and only to a
 * concluded request (`ocorrencia_nota_*`); a reopening happens at most once (`reaberta_em` is one column, and its
 * step is unique in the timeline).
 */
export const ocorrencia = pgTable(
  'ocorrencia',
  {
    codocorrencia: serial('codocorrencia').primaryKey(),
    codedificio: text('codedificio')
      .notNull()
      .references(() => edificio.codedificio),
    codcondomino: text('codcondomino')
      .notNull()
      .references(() => condominio.codcondomino),
    /** The resident who opened it. */
    codpessoa: integer('codpessoa')
      .notNull()
      .references(() => pessoa.codpessoa),
    categoria: text('categoria').notNull(),
    descricao: text('descricao').notNull(),
    situacao: text('situacao').notNull().default('aberta'),
    criadaEm: quando('criada_em').notNull(),
    /** Where the category's deadline starts: the opening, then the reopening. */
    abertaEm: quando('aberta_em').notNull(),
    concluidaEm: quando('concluida_em'),
    reabertaEm: quando('reaberta_em'),
    nota: smallint('nota'),
    avaliadaEm: quando('avaliada_em'),
  },
  (t) => [
    check('ocorrencia_categoria', sql`${t.categoria} in (${lista(CODIGOS_CATEGORIA_OCORRENCIA)})`),
    check('ocorrencia_situacao', sql`${t.situacao} in (${lista(CODIGOS_SITUACAO_OCORRENCIA)})`),
    check('ocorrencia_descricao', sql`length(${t.descricao}) between 1 and 2000`),
    check('ocorrencia_concluida', sql`(${t.situacao} = 'concluida') = (${t.concluidaEm} is not null)`),
    check('ocorrencia_nota_faixa', sql`${t.nota} between 1 and 5`),
    check('ocorrencia_nota_concluida', sql`${t.nota} is null or ${t.situacao} = 'concluida'`),
    check('ocorrencia_nota_quando', sql`(${t.nota} is null) = (${t.avaliadaEm} is null)`),
    check('ocorrencia_reaberta', sql`${t.reabertaEm} is null or ${t.reabertaEm} >= ${t.criadaEm}`),
    // A unit's requests, newest first (coddao 761); the building's, open ones by age (coddao 766).
    index('ocorrencia_unidade').on(t.codcondomino, t.criadaEm),
    index('ocorrencia_edificio').on(t.codedificio, t.situacao, t.criadaEm),
  ],
);

/**
 * A request's photos: at most 3, held by the order's CHECK and the primary key, PNG or JPG within the attachments'
 * 5 MB (core's LIMITES_ANEXO).
 */
export const ocorrenciaFoto = pgTable(
  'ocorrencia_foto',
  {
    codocorrencia: integer('codocorrencia')
      .notNull()
      .references(() => ocorrencia.codocorrencia),
    ordem: smallint('ordem').notNull(),
    filename: text('filename').notNull(),
    filetype: text('filetype').notNull(),
    filesize: integer('filesize').notNull(),
    conteudo: bytea('conteudo').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.codocorrencia, t.ordem] }),
    check('ocorrencia_foto_ordem', sql`${t.ordem} between 1 and 3`),
    check('ocorrencia_foto_tipo', sql`${t.filetype} in ('image/png', 'image/jpeg')`),
    check('ocorrencia_foto_tamanho', sql`${t.filesize} between 1 and 5242880`),
  ],
);

/**
 * The timeline: every step with who and when, appended and never changed (a trigger of the migration refuses
 * UPDATE, DELETE and TRUNCATE). Opening, reopening and rating are each one step per request (partial unique
 * indexes): the database, not a read before the write, keeps a rating and a reopening to once.
 */
export const ocorrenciaPasso = pgTable(
  'ocorrencia_passo',
  {
    codpasso: serial('codpasso').primaryKey(),
    codocorrencia: integer('codocorrencia')
      .notNull()
      .references(() => ocorrencia.codocorrencia),
    passo: text('passo').notNull(),
    codpessoa: integer('codpessoa')
      .notNull()
      .references(() => pessoa.codpessoa),
    em: quando('em').notNull(),
    nota: smallint('nota'),
  },
  (t) => [
    check('ocorrencia_passo_passo', sql`${t.passo} in (${lista(PASSOS_OCORRENCIA)})`),
    check('ocorrencia_passo_nota', sql`(${t.passo} = 'avaliada') = (${t.nota} is not null)`),
    index('ocorrencia_passo_ocorrencia').on(t.codocorrencia, t.em),
    uniqueIndex('ocorrencia_passo_aberta_uma').on(t.codocorrencia).where(sql`${t.passo} = 'aberta'`),
    uniqueIndex('ocorrencia_passo_reaberta_uma').on(t.codocorrencia).where(sql`${t.passo} = 'reaberta'`),
    uniqueIndex('ocorrencia_passo_avaliada_uma').on(t.codocorrencia).where(sql`${t.passo} = 'avaliada'`),
  ],
);

/** The talk between the unit's residents and the síndico inside a request. */
export const ocorrenciaMensagem = pgTable(
  'ocorrencia_mensagem',
  {
    codmensagem: serial('codmensagem').primaryKey(),
    codocorrencia: integer('codocorrencia')
      .notNull()
      .references(() => ocorrencia.codocorrencia),
    codpessoa: integer('codpessoa')
      .notNull()
      .references(() => pessoa.codpessoa),
    /** Written as the building's síndico (Roberto is also a resident: the role he wrote in, not who he is). */
    doSindico: boolean('do_sindico').notNull().default(false),
    texto: text('texto').notNull(),
    em: quando('em').notNull(),
  },
  (t) => [
    check('ocorrencia_mensagem_texto', sql`length(${t.texto}) between 1 and 2000`),
    index('ocorrencia_mensagem_ocorrencia').on(t.codocorrencia, t.em),
  ],
);
