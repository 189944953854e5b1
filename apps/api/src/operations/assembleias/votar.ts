import { MENSAGENS_API, MENSAGENS_ASSEMBLEIA, operacoes, situacaoDaVotacao } from '@portal/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { assembleia, condominio, pautaItem, pessoa, voto, votoRegistro } from '../../db/schema/index.ts';
import { anunciarAoEdificio } from '../condominio/unidades.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { assembleiaDoEdificio } from './assembleia-dados.ts';
import { edificioDoContexto, exigirSindico } from './edificio.ts';

const MENSAGEM_POR_SITUACAO = {
  'sem-votacao': MENSAGENS_ASSEMBLEIA.semVotacao,
  'nao-aberta': MENSAGENS_ASSEMBLEIA.naoAberta,
  encerrada: MENSAGENS_ASSEMBLEIA.encerrada,
} as const;

/**
 * coddao 742 — the unit's vote on an item, cast or changed by any of its residents. ONE row per item and unit
 * (`voto`'s primary key), and the database, not a read before the write, decides whether a change is stale: the
 * first vote is `INSERT … ON CONFLICT DO NOTHING`, a change `UPDATE … WHERE versao = <the one read>`; a statement
 * that touched nothing means the unit's other resident voted in between, and the vote is refused (400 CONFLITO,
 * core's `votoAlterado`), never overwriting theirs. Under PostgreSQL's row locks a second writer waits for the
 * first and then matches nothing, so of N votes from the same read exactly one wins. The item is read FOR SHARE,
 * so the síndico's closing (an UPDATE of it) waits for a vote in flight and a vote after it sees it closed.
 */
export const votar = defineOperacao(operacoes.votar, {
  acesso: 'token',
  muda: ['assembleias'],
  async run(ctx, [, coditem], { opcao, versao }) {
    const sessao = sessaoDe(ctx);
    const e = await edificioDoContexto(ctx);
    if (!e.residencial) throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);
    const [item] = await ctx.db
      .select({ item: pautaItem })
      .from(pautaItem)
      .innerJoin(assembleia, eq(assembleia.codassembleia, pautaItem.codassembleia))
      .where(and(eq(pautaItem.coditem, coditem), eq(assembleia.codedificio, e.codedificio)))
      .for('share', { of: pautaItem });
    if (!item) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    const agora = ctx.now();
    const situacao = situacaoDaVotacao(item.item, agora);
    if (situacao !== 'aberta') throw new ErroOperacao('CONFLITO', MENSAGEM_POR_SITUACAO[situacao]);
    if (opcao >= item.item.opcoes.length) {
      throw new ErroOperacao('INVALIDO', MENSAGENS_ASSEMBLEIA.opcaoInvalida, {
        'conteudo.opcao': MENSAGENS_ASSEMBLEIA.opcaoInvalida,
      });
    }
    const quem = { opcao, codpessoa: sessao.pessoa.codpessoa, em: agora };
    const escritas =
      versao === undefined
        ? await ctx.db
            .insert(voto)
            .values({ coditem, codcondomino: e.codcondomino, versao: 1, ...quem })
            .onConflictDoNothing()
            .returning({ versao: voto.versao })
        : await ctx.db
            .update(voto)
            .set({ ...quem, versao: sql`${voto.versao} + 1` })
            .where(
              and(eq(voto.coditem, coditem), eq(voto.codcondomino, e.codcondomino), eq(voto.versao, versao)),
            )
            .returning({ versao: voto.versao });
    const [escrita] = escritas;
    if (!escrita) {
      throw new ErroOperacao('CONFLITO', MENSAGENS_ASSEMBLEIA.votoAlterado, {
        'conteudo.versao': MENSAGENS_ASSEMBLEIA.votoAlterado,
      });
    }
    await ctx.db
      .insert(votoRegistro)
      .values({ coditem, codcondomino: e.codcondomino, versao: escrita.versao, ...quem });
    // The unit's other residents see the vote change under their eyes, and the whole building the live quorum
    // (their cached assemblies, coddao 740/741, forget it).
    await anunciarAoEdificio(ctx.db, { codedificio: e.codedificio }, ['assembleias']);
    return { opcao, versao: escrita.versao, em: agora.toISOString() };
  },
});

/** coddao 745 — every vote and change of the assembly, who, which unit and when: the síndico's audit (403 else). */
export const auditoriaVotos = defineOperacao(operacoes.auditoriaVotos, {
  acesso: 'token',
  async run(ctx, [, codassembleia]) {
    const e = await edificioDoContexto(ctx);
    exigirSindico(e);
    const a = await assembleiaDoEdificio(ctx.db, codassembleia, e.codedificio);
    const linhas = await ctx.db
      .select({
        item: pautaItem.ordem,
        opcoes: pautaItem.opcoes,
        opcao: votoRegistro.opcao,
        unidade: sql<string>`${condominio.dados}->>'identificacao'`,
        pessoa: pessoa.nome,
        versao: votoRegistro.versao,
        em: votoRegistro.em,
      })
      .from(votoRegistro)
      .innerJoin(pautaItem, eq(pautaItem.coditem, votoRegistro.coditem))
      .innerJoin(pessoa, eq(pessoa.codpessoa, votoRegistro.codpessoa))
      .innerJoin(condominio, eq(condominio.codcondomino, votoRegistro.codcondomino))
      .where(eq(pautaItem.codassembleia, a.codassembleia))
      .orderBy(asc(votoRegistro.em), asc(votoRegistro.codregistro));
    return {
      registros: linhas.map((l) => ({
        item: l.item,
        unidade: l.unidade,
        pessoa: l.pessoa,
        opcao: l.opcoes[l.opcao] ?? String(l.opcao),
        versao: l.versao,
        em: l.em.toISOString(),
      })),
    };
  },
});
