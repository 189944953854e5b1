import { operacoes } from '@portal/core';
import { and, inArray, ne, sql } from 'drizzle-orm';
import { areaComum, reserva } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { lerReservas, paginaDeReservas } from './reserva-dto.ts';
import { edificiosDoSindico } from './sindico.ts';

/**
 * coddao 705 — the síndico's live bookings of their building not yet over: those waiting for approval first, then
 * the confirmed ones (which the síndico may cancel with a reason), each group soonest first.
 */
export const reservasDoEdificio = defineOperacao(operacoes.reservasDoEdificio, {
  acesso: 'token',
  leitura: ['condominio'],
  async run(ctx, [, pagina = 1, tamanho = 20]) {
    const edificios = await edificiosDoSindico(ctx.db, alcanceDe(sessaoDe(ctx)));
    const agora = ctx.now();
    const linhas = await lerReservas(
      ctx.db,
      and(
        inArray(areaComum.codedificio, edificios),
        ne(reserva.status, 'cancelada'),
        sql`upper(${reserva.periodo}) > ${agora.toISOString()}::timestamptz`,
      ),
      [sql`${reserva.status} <> 'pendente'`, sql`lower(${reserva.periodo}) asc`],
      { pagina, tamanho },
    );
    return paginaDeReservas(linhas, agora, pagina, tamanho);
  },
});
