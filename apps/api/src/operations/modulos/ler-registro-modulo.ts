import { hojeEmBrasilia, MENSAGENS_API, operacoes } from '@portal/core';
import { and, eq } from 'drizzle-orm';
import { moduloRegistro } from '../../db/schema/index.ts';
import { alcanceDe, visivelPara } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { colunas, registroHoje, resumo } from './registro-do-dia.ts';

/** coddao 301 — one record of a module with its details and optional HTML. */
export const lerRegistroModulo = defineOperacao(operacoes.moduloRegistro, {
  acesso: 'token',
  leitura: ['modulos'],
  async run(ctx, [, modulo, codregistro]) {
    const alcance = alcanceDe(sessaoDe(ctx));
    const [linha] = await ctx.db
      .select(colunas)
      .from(moduloRegistro)
      .where(
        and(
          eq(moduloRegistro.modulo, modulo),
          eq(moduloRegistro.codregistro, codregistro),
          visivelPara(moduloRegistro, alcance),
        ),
      );
    if (!linha) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    const r = registroHoje(linha, hojeEmBrasilia(ctx.now()));
    return { ...resumo(r), detalhes: r.detalhes, ...(r.html ? { html: r.html } : {}) };
  },
});
