import { extensaoDe, MENSAGENS_API, MENSAGENS_ENCOMENDA, operacoes } from '@portal/core';
import { and, eq } from 'drizzle-orm';
import { condominio, encomenda } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { consultaEncomendas, encomendaDaLinha } from './encomenda-dto.ts';
import { avisarMoradores } from './moradores.ts';
import { ROTA_ENCOMENDAS_MORADOR } from './rotas.ts';
import { sortearCodigoRetirada } from './sorteio.ts';
import { edificioDaPortaria } from './unidades.ts';

const TIPOS_FOTO: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * coddao 726 — the porteiro registers a package for a unit of his building (idempotent). The photo follows the
 * attachment rules (core's anexoSchema: type and size) and must be an image. The unit's residents are told in the
 * same transaction: notification, push outbox, announcement.
 */
export const registrarEncomenda = defineOperacao(operacoes.registrarEncomenda, {
  acesso: 'token',
  muda: ['modulos'],
  async run(ctx, _params, c) {
    const codedificio = await edificioDaPortaria(ctx);
    const [unidade] = await ctx.db
      .select({ dados: condominio.dados })
      .from(condominio)
      .where(and(eq(condominio.codcondomino, c.codcondomino), eq(condominio.codedificio, codedificio)));
    if (!unidade)
      throw new ErroOperacao('INVALIDO', MENSAGENS_ENCOMENDA.unidadeForaDoPredio, {
        'conteudo.codcondomino': MENSAGENS_ENCOMENDA.unidadeForaDoPredio,
      });
    const tipoFoto = c.foto ? TIPOS_FOTO[extensaoDe(c.foto.filename)] : undefined;
    if (c.foto && !tipoFoto)
      throw new ErroOperacao('INVALIDO', MENSAGENS_ENCOMENDA.fotoSoImagem, {
        'conteudo.foto': MENSAGENS_ENCOMENDA.fotoSoImagem,
      });
    const agora = ctx.now();
    const [nova] = await ctx.db
      .insert(encomenda)
      .values({
        codedificio,
        codcondomino: c.codcondomino,
        transportadora: c.transportadora,
        descricao: c.descricao || null,
        foto: c.foto ? Buffer.from(c.foto.base64.replace(/^data:[^,]*,/, ''), 'base64') : null,
        fotoTipo: tipoFoto ?? null,
        registradaEm: agora,
        registradaPor: sessaoDe(ctx).pessoa.codpessoa,
        codigoRetirada: sortearCodigoRetirada(),
      })
      .returning({ codencomenda: encomenda.codencomenda });
    if (!nova) throw new Error('encomenda não gravada');
    await avisarMoradores(
      ctx.db,
      c.codcondomino,
      {
        titulo: MENSAGENS_ENCOMENDA.chegouTitulo,
        texto: MENSAGENS_ENCOMENDA.chegouTexto(c.transportadora, unidade.dados.identificacao),
        rota: ROTA_ENCOMENDAS_MORADOR,
      },
      agora,
    );
    const [linha] = await consultaEncomendas(ctx, eq(encomenda.codencomenda, nova.codencomenda));
    if (!linha) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    return encomendaDaLinha(ctx, linha, false);
  },
});
