import { operacoes } from '@portal/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { areaComum, reserva } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { lerReservas, paginaDeReservas } from './reserva-dto.ts';
import { edificiosDoSindico } from './sindico.ts';

/** coddao 705 — the síndico's bookings waiting for approval in their building, the soonest first. */
export const reservasPendentes = defineOperacao(operacoes.reservasPendentes, {
  acesso: 'token',
  async run(ctx, [, pagina = 1, tamanho = 20]) {
    const edificios = await edificiosDoSindico(ctx.db, alcanceDe(sessaoDe(ctx)));
    const agora = ctx.now();
    const linhas = await lerReservas(
      ctx.db,
      and(inArray(areaComum.codedificio, edificios), eq(reserva.status, 'pendente')),
      [sql`lower(${reserva.periodo}) asc`],
      { pagina, tamanho },
    );
    return paginaDeReservas(linhas, agora, pagina, tamanho);
  },
});
