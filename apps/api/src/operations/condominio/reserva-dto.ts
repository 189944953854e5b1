import { podeCancelarReserva, type Reserva, type SituacaoReserva } from '@portal/core';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { areaComum, condominio, pessoa, reserva } from '../../db/schema/index.ts';

const autor = alias(pessoa, 'autor');

/** An instant as epoch milliseconds: one number both drivers return alike, whatever they do with timestamps. */
export const emMs = (instante: SQL) =>
  sql<number>`(extract(epoch from ${instante}) * 1000)::float8`.mapWith(Number);

/** The columns a booking is answered with: its area's name and window, its unit's name, who booked it. */
const colunas = {
  codreserva: reserva.codreserva,
  codarea: reserva.codarea,
  area: areaComum.nome,
  codedificio: areaComum.codedificio,
  cancelamentoHoras: areaComum.cancelamentoHoras,
  taxaCentavos: areaComum.taxaCentavos,
  codcondomino: reserva.codcondomino,
  unidade: sql<string>`coalesce(${condominio.dados}->>'identificacao', '')`,
  reservadoPor: sql<string>`coalesce(${autor.nome}, '')`,
  inicio: emMs(sql`lower(${reserva.periodo})`),
  fim: emMs(sql`upper(${reserva.periodo})`),
  status: reserva.status,
  codcobranca: reserva.codcobranca,
  motivo: reserva.motivo,
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

export type ReservaLida = Awaited<ReturnType<typeof lerReservas>>[number];

/** Bookings matching `onde`, with what their answer shows, in `ordem`. */
export function lerReservas(
  db: Executor,
  onde: SQL | undefined,
  ordem: SQL[] = [sql`lower(${reserva.periodo}) desc`],
  pagina?: { pagina: number; tamanho: number },
) {
  const q = db
    .select(colunas)
    .from(reserva)
    .innerJoin(areaComum, eq(areaComum.codarea, reserva.codarea))
    .innerJoin(condominio, eq(condominio.codcondomino, reserva.codcondomino))
    .leftJoin(autor, eq(autor.codpessoa, reserva.codpessoa))
    .where(onde)
    .orderBy(...ordem);
  return pagina ? q.limit(pagina.tamanho).offset((pagina.pagina - 1) * pagina.tamanho) : q;
}

/** One booking of these units (or of these buildings, for the síndico), or undefined. */
export async function reservaDe(
  db: Executor,
  codreserva: number,
  dono: { unidades: string[] } | { edificios: string[] },
): Promise<ReservaLida | undefined> {
  const escopo =
    'unidades' in dono
      ? inArray(reserva.codcondomino, dono.unidades.length ? dono.unidades : [''])
      : inArray(areaComum.codedificio, dono.edificios.length ? dono.edificios : ['']);
  const [r] = await lerReservas(db, and(eq(reserva.codreserva, codreserva), escopo));
  return r;
}

export function reservaDto(r: ReservaLida, agora: Date): Reserva {
  const situacao = r.status as SituacaoReserva;
  const inicio = new Date(r.inicio);
  return {
    codreserva: r.codreserva,
    codarea: r.codarea,
    area: r.area,
    codcondomino: r.codcondomino,
    unidade: r.unidade,
    reservadoPor: r.reservadoPor,
    inicio: inicio.toISOString(),
    fim: new Date(r.fim).toISOString(),
    situacao,
    taxaCentavos: r.taxaCentavos,
    codcobranca: r.codcobranca,
    motivo: r.motivo,
    podeCancelar: situacao !== 'cancelada' && podeCancelarReserva(r, inicio, agora),
  };
}

/** A page of bookings as lists answer it (`listaSchema`): the window function's total rides on every row. */
export function paginaDeReservas(linhas: ReservaLida[], agora: Date, pagina: number, tamanho: number) {
  return {
    itens: linhas.map((r) => reservaDto(r, agora)),
    total: linhas[0]?.total ?? 0,
    pagina,
    tamanhoPagina: tamanho,
  };
}
