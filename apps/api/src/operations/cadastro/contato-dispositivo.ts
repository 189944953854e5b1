import { operacoes } from '@portal/core';
import { eq } from 'drizzle-orm';
import { dispositivo, pessoa } from '../../db/schema.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/** coddao 330 — replaces the phones (when the list is non-empty) and the birth date (when given), SPEC §4. */
export const atualizarContato = defineOperacao({
  coddao: 330,
  acesso: 'token',
  parametros: operacoes.atualizarContato.parametros,
  conteudo: operacoes.atualizarContato.conteudo,
  async run(ctx, _params, c) {
    const atual = sessaoDe(ctx).pessoa;
    const lsttelefone = c.lsttelefone?.length ? c.lsttelefone : atual.lsttelefone;
    const dtnascimento = c.dtnascimento || atual.dtnascimento;
    await ctx.db
      .update(pessoa)
      .set({ lsttelefone, dtnascimento })
      .where(eq(pessoa.codpessoa, atual.codpessoa));
    await ctx.pessoas.alterada(ctx.db, atual.codpessoa);
    return { lsttelefone, ...(dtnascimento ? { dtnascimento } : {}) };
  },
});

/** coddao 320 — registers (or moves) a push token to the user's device list. */
export const registrarDispositivo = defineOperacao({
  coddao: 320,
  acesso: 'token',
  parametros: operacoes.registrarDispositivo.parametros,
  async run(ctx, [, plataforma, tokenPush]) {
    const codpessoa = sessaoDe(ctx).pessoa.codpessoa;
    const atualizadoEm = ctx.now();
    await ctx.db
      .insert(dispositivo)
      .values({ tokenPush, codpessoa, plataforma, atualizadoEm })
      .onConflictDoUpdate({ target: dispositivo.tokenPush, set: { codpessoa, plataforma, atualizadoEm } });
    return { ok: true as const };
  },
});
