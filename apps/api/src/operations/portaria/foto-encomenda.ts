import { MENSAGENS_API, operacoes } from '@portal/core';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { encomenda } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { edificioDaPortaria } from './unidades.ts';

/**
 * coddao 730 — a package's photo, as a data URL: to the residents of its unit (by the context), or to the gate of
 * its building. Anyone else: not found.
 */
export const fotoEncomenda = defineOperacao(operacoes.fotoEncomenda, {
  acesso: 'token',
  async run(ctx, [, codencomenda]) {
    const { condominios } = alcanceDe(sessaoDe(ctx));
    const comFoto = and(eq(encomenda.codencomenda, codencomenda), isNotNull(encomenda.foto));
    const colunas = { foto: encomenda.foto, tipo: encomenda.fotoTipo };
    let [linha] =
      condominios.length > 0
        ? await ctx.db
            .select(colunas)
            .from(encomenda)
            .where(and(comFoto, inArray(encomenda.codcondomino, condominios)))
        : [];
    if (!linha) {
      const codedificio = await edificioDaPortaria(ctx).catch(() => null);
      if (codedificio)
        [linha] = await ctx.db
          .select(colunas)
          .from(encomenda)
          .where(and(comFoto, eq(encomenda.codedificio, codedificio)));
    }
    if (!linha?.foto || !linha.tipo) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    return { dataUrl: `data:${linha.tipo};base64,${linha.foto.toString('base64')}` };
  },
});
