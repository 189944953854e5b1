import { operacoes } from '@portal/core';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { condominio, edificio } from '../../db/schema/index.ts';
import { defineOperacao } from '../operacao.ts';
import { edificioDaPortaria } from './unidades.ts';

/** coddao 729 — the residential units of the porteiro's building (rows with a fraction), for the package form. */
export const unidadesPortaria = defineOperacao(operacoes.unidadesPortaria, {
  acesso: 'token',
  async run(ctx) {
    const codedificio = await edificioDaPortaria(ctx);
    const [predio] = await ctx.db
      .select({ nome: edificio.nome })
      .from(edificio)
      .where(eq(edificio.codedificio, codedificio));
    const identificacao = sql<string>`${condominio.dados}->>'identificacao'`;
    const unidades = await ctx.db
      .select({ codcondomino: condominio.codcondomino, identificacao })
      .from(condominio)
      .where(and(eq(condominio.codedificio, codedificio), isNotNull(condominio.fracao)))
      .orderBy(asc(identificacao));
    return { edificio: predio?.nome ?? '', unidades };
  },
});
