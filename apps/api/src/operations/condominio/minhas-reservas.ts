import { operacoes } from '@portal/core';
import { inArray, sql } from 'drizzle-orm';
import { reserva } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { lerReservas, paginaDeReservas } from './reserva-dto.ts';

/** coddao 703 — the bookings of the context's unit(s): the coming ones first, soonest first, then the past ones. */
export const minhasReservas = defineOperacao(operacoes.minhasReservas, {
  acesso: 'token',
  leitura: ['condominio'],
  async run(ctx, [, pagina = 1, tamanho = 20]) {
    const { condominios } = alcanceDe(sessaoDe(ctx));
    const agora = ctx.now();
    if (condominios.length === 0) return { itens: [], total: 0, pagina, tamanhoPagina: tamanho };
    const passou = sql`upper(${reserva.periodo}) < ${agora.toISOString()}::timestamptz`;
    const linhas = await lerReservas(
      ctx.db,
      inArray(reserva.codcondomino, condominios),
      [
        sql`${passou}`,
        sql`case when ${passou} then null else lower(${reserva.periodo}) end asc`,
        sql`lower(${reserva.periodo}) desc`,
      ],
      { pagina, tamanho },
    );
    return paginaDeReservas(linhas, agora, pagina, tamanho);
  },
});
