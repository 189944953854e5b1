import { MENSAGENS_ASSEMBLEIA, operacoes } from '@portal/core';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { assembleia, pautaItem } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { lista, offsetDe } from '../pagina.ts';
import { assembleiaCompleta, assembleiaDoEdificio, itensDe, resumoDe } from './assembleia-dados.ts';
import { avisarMoradores, edificioDoContexto, exigirSindico } from './edificio.ts';

/** coddao 740 — the assemblies of the context unit's building, the latest first. */
export const assembleias = defineOperacao(operacoes.assembleias, {
  acesso: 'token',
  // From memory until a vote, an opening or a closing in the building announces it (votar.ts, edificio.ts).
  leitura: ['assembleias'],
  async run(ctx, [, pagina = 1, tamanhoPagina = 20]) {
    const e = await edificioDoContexto(ctx);
    const doEdificio = eq(assembleia.codedificio, e.codedificio);
    const [linhas, [contagem]] = await Promise.all([
      ctx.db
        .select()
        .from(assembleia)
        .where(doEdificio)
        .orderBy(desc(assembleia.inicio), desc(assembleia.codassembleia))
        .limit(tamanhoPagina)
        .offset(offsetDe(pagina, tamanhoPagina)),
      ctx.db.select({ total: sql<number>`count(*)::int` }).from(assembleia).where(doEdificio),
    ]);
    const itens = await itensDe(
      ctx.db,
      linhas.map((a) => a.codassembleia),
    );
    const agora = ctx.now();
    return lista(
      linhas.map((a) =>
        resumoDe(
          a,
          itens.filter((i) => i.codassembleia === a.codassembleia),
          agora,
        ),
      ),
      Number(contagem?.total ?? 0),
      pagina,
      tamanhoPagina,
    );
  },
});

/** coddao 741 — one assembly of the building, with the unit's votes. */
export const assembleiaDetalhe = defineOperacao(operacoes.assembleia, {
  acesso: 'token',
  leitura: ['assembleias'],
  async run(ctx, [, codassembleia]) {
    const e = await edificioDoContexto(ctx);
    const a = await assembleiaDoEdificio(ctx.db, codassembleia, e.codedificio);
    return assembleiaCompleta(ctx.db, a, e, sessaoDe(ctx).pessoa.codpessoa, ctx.now());
  },
});

/**
 * coddao 743 — the síndico opens the voting of the assembly's online items not opened yet (403 to residents);
 * the residents are told.
 */
export const abrirVotacao = defineOperacao(operacoes.abrirVotacao, {
  acesso: 'token',
  muda: ['assembleias'],
  async run(ctx, [, codassembleia]) {
    const e = await edificioDoContexto(ctx);
    exigirSindico(e);
    const a = await assembleiaDoEdificio(ctx.db, codassembleia, e.codedificio);
    const agora = ctx.now();
    const abertos = await ctx.db
      .update(pautaItem)
      .set({ abertaEm: agora })
      .where(
        and(
          eq(pautaItem.codassembleia, a.codassembleia),
          eq(pautaItem.votacaoOnline, true),
          isNull(pautaItem.abertaEm),
        ),
      )
      .returning({ coditem: pautaItem.coditem });
    if (abertos.length === 0) throw new ErroOperacao('CONFLITO', MENSAGENS_ASSEMBLEIA.nadaParaAbrir);
    await avisarMoradores(ctx, e.codedificio, {
      titulo: 'Votação aberta',
      texto: `${a.titulo}: a votação online está aberta. Vote pelo portal até o encerramento.`,
      rota: `/condominio/assembleias/${a.codassembleia}`,
    });
    return { itens: abertos.length, em: agora.toISOString() };
  },
});

/**
 * coddao 744 — the síndico closes the open voting (403 to residents): from then on no vote changes and the
 * result is shown; the residents are told.
 */
export const encerrarVotacao = defineOperacao(operacoes.encerrarVotacao, {
  acesso: 'token',
  muda: ['assembleias'],
  async run(ctx, [, codassembleia]) {
    const e = await edificioDoContexto(ctx);
    exigirSindico(e);
    const a = await assembleiaDoEdificio(ctx.db, codassembleia, e.codedificio);
    const agora = ctx.now();
    const encerrados = await ctx.db
      .update(pautaItem)
      .set({ encerradaEm: agora })
      .where(
        and(
          eq(pautaItem.codassembleia, a.codassembleia),
          isNotNull(pautaItem.abertaEm),
          isNull(pautaItem.encerradaEm),
        ),
      )
      .returning({ coditem: pautaItem.coditem });
    if (encerrados.length === 0) throw new ErroOperacao('CONFLITO', MENSAGENS_ASSEMBLEIA.nadaParaEncerrar);
    await avisarMoradores(ctx, e.codedificio, {
      titulo: 'Votação encerrada',
      texto: `${a.titulo}: a votação foi encerrada e o resultado está no portal.`,
      rota: `/condominio/assembleias/${a.codassembleia}`,
    });
    return { itens: encerrados.length, em: agora.toISOString() };
  },
});
