import { MENSAGENS_API, MENSAGENS_ENCOMENDA, normalizarCodigoRetirada, operacoes } from '@portal/core';
import { and, eq, isNull } from 'drizzle-orm';
import { encomenda } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { consultaEncomendas, encomendaDaLinha } from './encomenda-dto.ts';
import { avisarMoradores } from './moradores.ts';
import { ROTA_ENCOMENDAS_MORADOR } from './rotas.ts';
import { edificioDaPortaria } from './unidades.ts';

/**
 * coddao 727 — the porteiro hands a package over on the code the resident shows (idempotent). Picked up once, by
 * the database: one UPDATE … WHERE retirada_em IS NULL AND the code matches; of 20 concurrent pickups one row is
 * updated and the others find it taken (400 CONFLITO). The residents are told who took it.
 */
export const retirarEncomenda = defineOperacao(operacoes.retirarEncomenda, {
  acesso: 'token',
  muda: ['modulos'],
  async run(ctx, [, codencomenda], c) {
    const codedificio = await edificioDaPortaria(ctx);
    const doPredio = and(eq(encomenda.codencomenda, codencomenda), eq(encomenda.codedificio, codedificio));
    const codigo = normalizarCodigoRetirada(c.codigo);
    const campo = { 'conteudo.codigo': MENSAGENS_ENCOMENDA.codigoNaoConfere };
    const agora = ctx.now();
    const [retirada] = codigo
      ? await ctx.db
          .update(encomenda)
          .set({ retiradaEm: agora, retiradaPor: c.retiradaPor, entreguePor: sessaoDe(ctx).pessoa.codpessoa })
          .where(and(doPredio, isNull(encomenda.retiradaEm), eq(encomenda.codigoRetirada, codigo)))
          .returning({ codcondomino: encomenda.codcondomino, transportadora: encomenda.transportadora })
      : [];
    if (!retirada) {
      const [atual] = await ctx.db
        .select({ retiradaEm: encomenda.retiradaEm })
        .from(encomenda)
        .where(doPredio);
      if (!atual) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
      if (atual.retiradaEm) throw new ErroOperacao('CONFLITO', MENSAGENS_ENCOMENDA.jaRetirada);
      throw new ErroOperacao('INVALIDO', MENSAGENS_ENCOMENDA.codigoNaoConfere, campo);
    }
    await avisarMoradores(
      ctx.db,
      retirada.codcondomino,
      {
        titulo: MENSAGENS_ENCOMENDA.retiradaTitulo,
        texto: MENSAGENS_ENCOMENDA.retiradaTexto(retirada.transportadora, c.retiradaPor),
        rota: ROTA_ENCOMENDAS_MORADOR,
      },
      agora,
    );
    const [linha] = await consultaEncomendas(ctx, eq(encomenda.codencomenda, codencomenda));
    if (!linha) throw new Error('encomenda retirada e não encontrada');
    return encomendaDaLinha(ctx, linha, false);
  },
});
