import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { quando } from './colunas.ts';
import { condominio, edificio } from './escopo.ts';
import { pessoa } from './pessoas.ts';

// Issue 32: a building's assemblies with online voting (Lei 14.309/2022), its notices with read tracking, its
// surveys. Everything here belongs to the building (`codedificio`); a vote belongs to a unit (`codcondomino`).

/** An assembly of a building: its notice (edital) says when, how and — online or hybrid — how to take part. */
export const assembleia = pgTable(
  'assembleia',
  {
    codassembleia: serial('codassembleia').primaryKey(),
    codedificio: text('codedificio')
      .notNull()
      .references(() => edificio.codedificio),
    titulo: text('titulo').notNull(),
    /** 'ordinaria' | 'extraordinaria' (AGO, AGE). */
    tipo: text('tipo').notNull(),
    /** 'presencial' | 'online' | 'hibrida'. */
    modalidade: text('modalidade').notNull(),
    inicio: quando('inicio').notNull(),
    /** Where the in-person part meets; null for an online-only one. */
    local: text('local'),
    /** Lei 14.309/2022: how to take part and vote (the notice's words); required unless in person only. */
    comoParticipar: text('como_participar'),
    /** The video call's address, for online and hybrid ones. */
    link: text('link'),
    publicadaEm: quando('publicada_em').notNull(),
  },
  (t) => [
    index('assembleia_edificio').on(t.codedificio, t.inicio),
    check('assembleia_tipo', sql`${t.tipo} in ('ordinaria', 'extraordinaria')`),
    check('assembleia_modalidade', sql`${t.modalidade} in ('presencial', 'online', 'hibrida')`),
    check(
      'assembleia_como_participar',
      sql`${t.modalidade} = 'presencial' or (${t.comoParticipar} is not null and ${t.link} is not null)`,
    ),
  ],
);

/** A document of the notice (the edital, a budget): a document of the portal (`documento.codigo`, /doc/…). */
export const assembleiaDocumento = pgTable(
  'assembleia_documento',
  {
    codassembleia: integer('codassembleia')
      .notNull()
      .references(() => assembleia.codassembleia),
    ordem: integer('ordem').notNull(),
    titulo: text('titulo').notNull(),
    codigo: text('codigo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codassembleia, t.ordem] })],
);

/**
 * An item of the agenda. One voted online has its options and the instants the síndico opened and closed its
 * voting (null: not yet); a vote is taken only between them.
 */
export const pautaItem = pgTable(
  'pauta_item',
  {
    coditem: serial('coditem').primaryKey(),
    codassembleia: integer('codassembleia')
      .notNull()
      .references(() => assembleia.codassembleia),
    ordem: integer('ordem').notNull(),
    texto: text('texto').notNull(),
    votacaoOnline: boolean('votacao_online').notNull(),
    /** The options, in order; a vote names one by its index. Empty for an item not voted online. */
    opcoes: jsonb('opcoes').$type<string[]>().notNull(),
    abertaEm: quando('aberta_em'),
    encerradaEm: quando('encerrada_em'),
  },
  (t) => [
    uniqueIndex('pauta_item_ordem').on(t.codassembleia, t.ordem),
    check(
      'pauta_item_opcoes',
      sql`(not ${t.votacaoOnline} and jsonb_array_length(${t.opcoes}) = 0) or (${t.votacaoOnline} and jsonb_array_length(${t.opcoes}) >= 2)`,
    ),
    check('pauta_item_abre_antes', sql`${t.encerradaEm} is null or ${t.abertaEm} <= ${t.encerradaEm}`),
    check('pauta_item_so_online', sql`${t.votacaoOnline} or ${t.abertaEm} is null`),
  ],
);

/**
 * ONE vote per item and unit (primary key): the unit's residents share it. `versao` starts at 1 and every change
 * raises it; a change names the version it read (`UPDATE … WHERE versao = $read`), so the unit's other resident's
 * vote in between makes it match nothing and it is refused, never overwriting.
 */
export const voto = pgTable(
  'voto',
  {
    coditem: integer('coditem')
      .notNull()
      .references(() => pautaItem.coditem),
    codcondomino: text('codcondomino')
      .notNull()
      .references(() => condominio.codcondomino),
    opcao: integer('opcao').notNull(),
    versao: integer('versao').notNull(),
    codpessoa: integer('codpessoa')
      .notNull()
      .references(() => pessoa.codpessoa),
    em: quando('em').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.coditem, t.codcondomino] }),
    check('voto_opcao', sql`${t.opcao} >= 0`),
    check('voto_versao', sql`${t.versao} >= 1`),
  ],
);

/** Who voted what when, every change kept (the síndico's audit); never updated or deleted (0023's trigger). */
export const votoRegistro = pgTable(
  'voto_registro',
  {
    codregistro: serial('codregistro').primaryKey(),
    coditem: integer('coditem')
      .notNull()
      .references(() => pautaItem.coditem),
    codcondomino: text('codcondomino')
      .notNull()
      .references(() => condominio.codcondomino),
    codpessoa: integer('codpessoa')
      .notNull()
      .references(() => pessoa.codpessoa),
    opcao: integer('opcao').notNull(),
    versao: integer('versao').notNull(),
    em: quando('em').notNull(),
  },
  (t) => [index('voto_registro_item').on(t.coditem, t.em)],
);

/** A notice the síndico publishes to the building. */
export const comunicado = pgTable(
  'comunicado',
  {
    codcomunicado: serial('codcomunicado').primaryKey(),
    codedificio: text('codedificio')
      .notNull()
      .references(() => edificio.codedificio),
    titulo: text('titulo').notNull(),
    texto: text('texto').notNull(),
    /** The síndico who published it; null: the building's administration, outside the portal. */
    codautor: integer('codautor').references(() => pessoa.codpessoa),
    publicadoEm: quando('publicado_em').notNull(),
  },
  (t) => [index('comunicado_edificio').on(t.codedificio, t.publicadoEm)],
);

/** A notice read by a person: once (primary key), the first reading's instant. */
export const comunicadoLeitura = pgTable(
  'comunicado_leitura',
  {
    codcomunicado: integer('codcomunicado')
      .notNull()
      .references(() => comunicado.codcomunicado),
    codpessoa: integer('codpessoa')
      .notNull()
      .references(() => pessoa.codpessoa),
    codcondomino: text('codcondomino')
      .notNull()
      .references(() => condominio.codcondomino),
    em: quando('em').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codcomunicado, t.codpessoa] })],
);

/** A survey of the building; its results are shown once `resultadosEm` has passed (null: not published). */
export const pesquisa = pgTable(
  'pesquisa',
  {
    codpesquisa: serial('codpesquisa').primaryKey(),
    codedificio: text('codedificio')
      .notNull()
      .references(() => edificio.codedificio),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull(),
    abertaEm: quando('aberta_em').notNull(),
    encerraEm: quando('encerra_em').notNull(),
    resultadosEm: quando('resultados_em'),
  },
  (t) => [
    index('pesquisa_edificio').on(t.codedificio, t.abertaEm),
    check('pesquisa_periodo', sql`${t.abertaEm} < ${t.encerraEm}`),
  ],
);

/** A question: 'unica' (one option), 'multipla' (one or more), 'texto' (free text). */
export const pesquisaPergunta = pgTable(
  'pesquisa_pergunta',
  {
    codpergunta: serial('codpergunta').primaryKey(),
    codpesquisa: integer('codpesquisa')
      .notNull()
      .references(() => pesquisa.codpesquisa),
    ordem: integer('ordem').notNull(),
    tipo: text('tipo').notNull(),
    texto: text('texto').notNull(),
    opcoes: jsonb('opcoes').$type<string[]>().notNull(),
  },
  (t) => [
    uniqueIndex('pesquisa_pergunta_ordem').on(t.codpesquisa, t.ordem),
    check('pesquisa_pergunta_tipo', sql`${t.tipo} in ('unica', 'multipla', 'texto')`),
    check('pesquisa_pergunta_opcoes', sql`(${t.tipo} = 'texto') = (jsonb_array_length(${t.opcoes}) = 0)`),
  ],
);

/** ONE answer per resident and survey (primary key): a second is refused by the database. */
export const pesquisaResposta = pgTable(
  'pesquisa_resposta',
  {
    codpesquisa: integer('codpesquisa')
      .notNull()
      .references(() => pesquisa.codpesquisa),
    codpessoa: integer('codpessoa')
      .notNull()
      .references(() => pessoa.codpessoa),
    em: quando('em').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codpesquisa, t.codpessoa] })],
);

/** What an answer says to each question: the options chosen (indexes) or the text. */
export const pesquisaRespostaItem = pgTable(
  'pesquisa_resposta_item',
  {
    codpesquisa: integer('codpesquisa').notNull(),
    codpessoa: integer('codpessoa').notNull(),
    codpergunta: integer('codpergunta')
      .notNull()
      .references(() => pesquisaPergunta.codpergunta),
    opcoes: jsonb('opcoes').$type<number[]>().notNull(),
    texto: text('texto'),
  },
  (t) => [
    primaryKey({ columns: [t.codpesquisa, t.codpessoa, t.codpergunta] }),
    index('pesquisa_resposta_item_pergunta').on(t.codpergunta),
  ],
);
