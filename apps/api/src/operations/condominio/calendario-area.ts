import { calendarioDoMes, type Intervalo, MENSAGENS_API, operacoes } from '@portal/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { areaComum, condominio, reserva } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { areaDto, regrasDe } from './areas.ts';

const FUSO_BRASILIA_MS = 3 * 3_600_000;

/** The instants that bound a month 'yyyy-mm' in Brasília: [its 1st at midnight, the next month's 1st). */
function limitesDoMes(mes: string): { desde: string; ate: string } {
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  return {
    desde: new Date(Date.UTC(ano, m - 1, 1) + FUSO_BRASILIA_MS).toISOString(),
    ate: new Date(Date.UTC(ano, m, 1) + FUSO_BRASILIA_MS).toISOString(),
  };
}

/**
 * coddao 708 — the month view of an area: each day free, partly booked, full or closed (core's situacaoDoDia from
 * the area's rules, the notice and the month's live bookings). One statement: the area, only when its building is
 * the building of a unit of the context (else not found, as for any row outside the context), with its month's
 * live periods aggregated beside it (the exclusion constraint's gist index finds them).
 *
 * Kept by the read cache (`leitura`): every change of a booking announces 'condominio' to everyone of the area's
 * building (unidades.ts's anunciarReservasDaArea), so another unit's booking is never shown as free.
 */
export const calendarioArea = defineOperacao(operacoes.calendarioArea, {
  acesso: 'token',
  leitura: ['condominio'],
  async run(ctx, [, codarea, mes]) {
    const { condominios } = alcanceDe(sessaoDe(ctx));
    if (condominios.length === 0) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    const { desde, ate } = limitesDoMes(mes);
    const [linha] = await ctx.db
      .select({
        area: areaComum,
        periodos: sql<[number, number][]>`coalesce((
          select json_agg(json_build_array(
            extract(epoch from lower(${reserva.periodo})) * 1000,
            extract(epoch from upper(${reserva.periodo})) * 1000))
          from ${reserva}
          where ${reserva.codarea} = ${areaComum.codarea}
            and ${reserva.status} <> 'cancelada'
            and ${reserva.periodo} && tstzrange(${desde}::timestamptz, ${ate}::timestamptz, '[)')
        ), '[]'::json)`,
      })
      .from(areaComum)
      .where(
        and(
          eq(areaComum.codarea, codarea),
          inArray(
            areaComum.codedificio,
            ctx.db
              .select({ codedificio: condominio.codedificio })
              .from(condominio)
              .where(inArray(condominio.codcondomino, condominios)),
          ),
        ),
      );
    if (!linha) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    const ocupados: Intervalo[] = linha.periodos.map(([inicio, fim]) => ({
      inicio: new Date(Number(inicio)),
      fim: new Date(Number(fim)),
    }));
    return {
      area: areaDto(linha.area),
      mes,
      dias: calendarioDoMes(regrasDe(linha.area), mes, ocupados, ctx.now()),
    };
  },
});
