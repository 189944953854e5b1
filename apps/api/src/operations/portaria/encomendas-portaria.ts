import { DIAS_ENCOMENDA_ESQUECIDA, hojeEmBrasilia, operacoes } from '@portal/core';
import { and, asc, count, eq, isNull, lt } from 'drizzle-orm';
import { encomenda } from '../../db/schema/index.ts';
import { defineOperacao } from '../operacao.ts';
import { consultaEncomendas, encomendaDaLinha } from './encomenda-dto.ts';
import { edificioDaPortaria } from './unidades.ts';

/**
 * The instant before which a package waiting is forgotten: the start (in Brasília) of the day six days ago. A
 * package registered before it has waited DIAS_ENCOMENDA_ESQUECIDA calendar days or more (core's rule).
 */
export function limiteEsquecida(agora: Date): Date {
  const hoje = Date.parse(`${hojeEmBrasilia(agora)}T00:00:00-03:00`);
  return new Date(hoje - (DIAS_ENCOMENDA_ESQUECIDA - 1) * 86_400_000);
}

/**
 * coddao 728 — the gate's packages not picked up, oldest first; with '1', only those waiting 7 days or more. Read
 * by the partial index encomenda_pendente (building, registered, where not picked up).
 */
export const encomendasPortaria = defineOperacao(operacoes.encomendasPortaria, {
  acesso: 'token',
  async run(ctx, [, soEsquecidas, pagina, tamanhoPagina]) {
    const codedificio = await edificioDaPortaria(ctx);
    const onde = and(
      eq(encomenda.codedificio, codedificio),
      isNull(encomenda.retiradaEm),
      soEsquecidas === '1' ? lt(encomenda.registradaEm, limiteEsquecida(ctx.now())) : undefined,
    );
    const linhas = await consultaEncomendas(ctx, onde)
      .orderBy(asc(encomenda.registradaEm), asc(encomenda.codencomenda))
      .limit(tamanhoPagina)
      .offset((pagina - 1) * tamanhoPagina);
    const [total] = await ctx.db.select({ n: count() }).from(encomenda).where(onde);
    return {
      itens: linhas.map((l) => encomendaDaLinha(ctx, l, false)),
      total: total?.n ?? 0,
      pagina,
      tamanhoPagina,
    };
  },
});
