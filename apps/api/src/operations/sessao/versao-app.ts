import { MENSAGENS_API, operacoes } from '@portal/core';
import { eq } from 'drizzle-orm';
import { versaoApp as versaoAppTable } from '../../db/schema/index.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';

/** coddao 176 — the latest published build of the platform (android when not given). */
export const versaoApp = defineOperacao(operacoes.versaoApp, {
  acesso: 'token',
  async run(ctx, [, , plataforma = 'android']) {
    const [row] = await ctx.db.select().from(versaoAppTable).where(eq(versaoAppTable.plataforma, plataforma));
    if (!row) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    const lojaUrl = plataforma === 'ios' ? ctx.settings.storeUrls.ios : ctx.settings.storeUrls.android;
    return { build: row.build, plataforma, lojaUrl };
  },
});
