import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cobranca } from './cobrancas.ts';
import { quando } from './colunas.ts';
import { condominio, edificio } from './escopo.ts';
import { pessoa } from './pessoas.ts';

// The condominium's own life (issue 32): the building's common areas and their bookings, by unit.

/**
 * A range of instants, `[início, fim)` as PostgreSQL's tstzrange: what the exclusion constraint over bookings
 * compares with `&&`. Written with `tstzrange(a, b, '[)')` and read through lower()/upper(), never parsed as text.
 */
export const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * A common area of a building (salão de festas, churrasqueira, quadra…) with its booking rules as columns, which
 * core's `disponibilidadeDoDia` and `validarReserva` read: opening and closing time of day (Brasília), the slot's
 * length, how early one must book, how many bookings a unit may hold in a month, the fee, whether the síndico
 * approves each booking, and how long before its start a booking may still be cancelled.
 */
export const areaComum = pgTable(
  'area_comum',
  {
    codarea: serial('codarea').primaryKey(),
    codedificio: text('codedificio')
      .notNull()
      .references(() => edificio.codedificio),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull().default(''),
    abre: time('abre').notNull(),
    fecha: time('fecha').notNull(),
    duracaoMinutos: integer('duracao_minutos').notNull(),
    antecedenciaHoras: integer('antecedencia_horas').notNull(),
    maxPorMes: integer('max_por_mes').notNull(),
    taxaCentavos: integer('taxa_centavos').notNull().default(0),
    exigeAprovacao: boolean('exige_aprovacao').notNull().default(false),
    cancelamentoHoras: integer('cancelamento_horas').notNull(),
  },
  (t) => [
    uniqueIndex('area_comum_edificio_nome').on(t.codedificio, t.nome),
    check('area_comum_horario', sql`${t.abre} < ${t.fecha}`),
    check('area_comum_duracao', sql`${t.duracaoMinutos} between 15 and 1440`),
    check(
      'area_comum_regras',
      sql`${t.antecedenciaHoras} >= 0 and ${t.maxPorMes} >= 1 and ${t.taxaCentavos} >= 0 and ${t.cancelamentoHoras} >= 0`,
    ),
  ],
);

/**
 * A booking of one slot of an area by a unit. The slot is held by the database, not by a read before the write:
 * the exclusion constraint `reserva_sem_sobreposicao` (hand-written in the migration, drizzle-kit has none) refuses
 * two live bookings (`status <> 'cancelada'`) of the same area whose periods overlap, on PostgreSQL and on PGlite
 * (its btree_gist extension, loaded by db/pglite-thread.js).
 */
export const reserva = pgTable(
  'reserva',
  {
    codreserva: serial('codreserva').primaryKey(),
    codarea: integer('codarea')
      .notNull()
      .references(() => areaComum.codarea),
    codcondomino: text('codcondomino')
      .notNull()
      .references(() => condominio.codcondomino),
    /** Who booked: a resident of the unit. */
    codpessoa: integer('codpessoa')
      .notNull()
      .references(() => pessoa.codpessoa),
    periodo: tstzrange('periodo').notNull(),
    status: text('status').notNull(),
    criadaEm: quando('criada_em').notNull(),
    canceladaPor: integer('cancelada_por').references(() => pessoa.codpessoa),
    canceladaEm: quando('cancelada_em'),
    motivo: text('motivo'),
    /** The fee's charge of the unit (none for a free area); cancelled with the booking. */
    codcobranca: integer('codcobranca').references(() => cobranca.codcobranca),
  },
  (t) => [
    check('reserva_status', sql`${t.status} in ('pendente', 'confirmada', 'cancelada')`),
    check(
      'reserva_cancelada',
      sql`(${t.status} = 'cancelada') = (${t.canceladaEm} is not null and ${t.canceladaPor} is not null)`,
    ),
    check(
      'reserva_periodo',
      sql`not isempty(${t.periodo}) and not lower_inf(${t.periodo}) and not upper_inf(${t.periodo})`,
    ),
    // A unit's bookings, newest first (coddao 703) and counted per month (the area's maximum).
    index('reserva_unidade').on(t.codcondomino, sql`lower(${t.periodo})`),
  ],
);
