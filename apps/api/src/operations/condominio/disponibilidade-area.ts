import { disponibilidadeDoDia, type Intervalo, operacoes } from '@portal/core';
import { and, eq, ne, sql } from 'drizzle-orm';
import { reserva } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { areaDoContexto, areaDto, regrasDe } from './areas.ts';
import { emMs } from './reserva-dto.ts';

const DIA_MS = 86_400_000;
const FUSO_BRASILIA_MS = 3 * 3_600_000;

/** Every day ('yyyy-mm-dd') of the month of `dia`. */
function diasDoMes(dia: string): string[] {
  const [ano, mes] = dia.split('-').map(Number) as [number, number];
  const dias: string[] = [];
  for (let t = Date.UTC(ano, mes - 1, 1); new Date(t).getUTCMonth() === mes - 1; t += DIA_MS)
    dias.push(new Date(t).toISOString().slice(0, 10));
  return dias;
}

/**
 * coddao 701 — an area's slots on a day (free, taken, closed by the notice) and how many are free on each day of
 * that month, from one read of the month's live bookings (the exclusion constraint's gist index finds them).
 */
export const disponibilidadeArea = defineOperacao(operacoes.disponibilidadeArea, {
  acesso: 'token',
  leitura: ['condominio'],
  async run(ctx, [, codarea, dia]) {
    const { area } = await areaDoContexto(ctx.db, alcanceDe(sessaoDe(ctx)), codarea);
    const dias = diasDoMes(dia);
    const desde = new Date(Date.parse(`${dias[0]}T00:00:00Z`) + FUSO_BRASILIA_MS);
    const ate = new Date(desde.getTime() + dias.length * DIA_MS);
    const ocupados: Intervalo[] = (
      await ctx.db
        .select({
          inicio: emMs(sql`lower(${reserva.periodo})`),
          fim: emMs(sql`upper(${reserva.periodo})`),
        })
        .from(reserva)
        .where(
          and(
            eq(reserva.codarea, area.codarea),
            ne(reserva.status, 'cancelada'),
            sql`${reserva.periodo} && tstzrange(${desde.toISOString()}::timestamptz, ${ate.toISOString()}::timestamptz, '[)')`,
          ),
        )
    ).map((o) => ({ inicio: new Date(o.inicio), fim: new Date(o.fim) }));
    const regras = regrasDe(area);
    const agora = ctx.now();
    return {
      area: areaDto(area),
      dia,
      horarios: disponibilidadeDoDia(regras, dia, ocupados, agora).map((h) => ({
        inicio: h.inicio.toISOString(),
        fim: h.fim.toISOString(),
        situacao: h.situacao,
      })),
      mes: dias.map((d) => ({
        dia: d,
        livres: disponibilidadeDoDia(regras, d, ocupados, agora).filter((h) => h.situacao === 'livre').length,
      })),
    };
  },
});
