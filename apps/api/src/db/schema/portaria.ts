import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { bytea, quando } from './colunas.ts';
import { condominio, edificio } from './escopo.ts';
import { pessoa } from './pessoas.ts';

// The gate (issue 32): visitors' authorisations, the entries the porteiro records against them, and packages.
// Each belongs to a unit (`codcondomino`, a `condominio` row) and, for the gate's lists, to its building
// (`codedificio`), copied from the unit when written so the gate reads its building by one index.

/**
 * A resident's authorisation of a visitor or a service, and its pass. Days are Brasília's; a single visit has
 * equal days and no weekdays; a recurring one has its weekdays as a bit mask (bit 0 = Sunday). The period is minutes
 * from midnight, both or neither. The short code is unique for good (never reused, so an old pass never names a new
 * visit). Revoking sets when and who, together; nothing else changes after the write.
 */
export const autorizacaoVisita = pgTable(
  'autorizacao_visita',
  {
    codautorizacao: serial('codautorizacao').primaryKey(),
    codedificio: text('codedificio')
      .notNull()
      .references(() => edificio.codedificio),
    codcondomino: text('codcondomino')
      .notNull()
      .references(() => condominio.codcondomino),
    codpessoa: integer('codpessoa')
      .notNull()
      .references(() => pessoa.codpessoa),
    nome: text('nome').notNull(),
    documento: text('documento'),
    tipo: text('tipo').notNull(),
    dataInicio: date('data_inicio', { mode: 'string' }).notNull(),
    dataFim: date('data_fim', { mode: 'string' }).notNull(),
    diasSemana: smallint('dias_semana'),
    horaInicio: smallint('hora_inicio'),
    horaFim: smallint('hora_fim'),
    placa: text('placa'),
    codigo: text('codigo').notNull().unique('autorizacao_visita_codigo'),
    criadaEm: quando('criada_em').notNull(),
    revogadaEm: quando('revogada_em'),
    revogadaPor: integer('revogada_por').references(() => pessoa.codpessoa),
  },
  (t) => [
    index('autorizacao_visita_unidade').on(t.codcondomino, t.criadaEm),
    check('autorizacao_visita_tipo', sql`${t.tipo} in ('visitante', 'servico')`),
    check('autorizacao_visita_datas', sql`${t.dataFim} >= ${t.dataInicio}`),
    check('autorizacao_visita_dias', sql`${t.diasSemana} is null or ${t.diasSemana} between 1 and 127`),
    check(
      'autorizacao_visita_periodo',
      sql`(${t.horaInicio} is null and ${t.horaFim} is null) or (${t.horaInicio} >= 0 and ${t.horaFim} > ${t.horaInicio} and ${t.horaFim} <= 1440)`,
    ),
    check('autorizacao_visita_revogada', sql`(${t.revogadaEm} is null) = (${t.revogadaPor} is null)`),
  ],
);

/** An entry the gate let in on a pass: who checked it and when. */
export const entradaVisita = pgTable(
  'entrada_visita',
  {
    codentrada: serial('codentrada').primaryKey(),
    codautorizacao: integer('codautorizacao')
      .notNull()
      .references(() => autorizacaoVisita.codautorizacao),
    codporteiro: integer('codporteiro')
      .notNull()
      .references(() => pessoa.codpessoa),
    em: quando('em').notNull(),
  },
  (t) => [index('entrada_visita_autorizacao').on(t.codautorizacao, t.em)],
);

/**
 * A package the gate received for a unit. Picked up once: `retirada_em`, who took it (`retirada_por`, the name the
 * porteiro noted) and the porteiro who handed it over are set together by one conditional UPDATE (`WHERE retirada_em
 * IS NULL`), so of many concurrent pickups one wins. The photo, when there is one, is an image within the
 * attachment limits.
 */
export const encomenda = pgTable(
  'encomenda',
  {
    codencomenda: serial('codencomenda').primaryKey(),
    codedificio: text('codedificio')
      .notNull()
      .references(() => edificio.codedificio),
    codcondomino: text('codcondomino')
      .notNull()
      .references(() => condominio.codcondomino),
    transportadora: text('transportadora').notNull(),
    descricao: text('descricao'),
    foto: bytea('foto'),
    fotoTipo: text('foto_tipo'),
    registradaEm: quando('registrada_em').notNull(),
    registradaPor: integer('registrada_por')
      .notNull()
      .references(() => pessoa.codpessoa),
    codigoRetirada: text('codigo_retirada').notNull(),
    retiradaEm: quando('retirada_em'),
    retiradaPor: text('retirada_por'),
    entreguePor: integer('entregue_por').references(() => pessoa.codpessoa),
  },
  (t) => [
    index('encomenda_unidade').on(t.codcondomino, t.registradaEm),
    index('encomenda_pendente').on(t.codedificio, t.registradaEm).where(sql`${t.retiradaEm} is null`),
    check('encomenda_codigo', sql`${t.codigoRetirada} ~ '^[0-9]{6}$'`),
    check('encomenda_foto', sql`(${t.foto} is null) = (${t.fotoTipo} is null)`),
    check(
      'encomenda_retirada',
      sql`(${t.retiradaEm} is null) = (${t.retiradaPor} is null) and (${t.retiradaEm} is null) = (${t.entreguePor} is null)`,
    ),
  ],
);
