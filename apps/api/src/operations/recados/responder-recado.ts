import { MENSAGENS_RECADO, operacoes, textoNovaResposta } from '@portal/core';
import { recadoResposta } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { alcanceDe } from '../alcance.ts';
import { gravarAnexos, mensagemAnexosInvalidos } from '../anexos.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { avisarDoRecado } from './avisar.ts';
import { familiaDaConversa, mensagensDaConversa, recadoDaConversa } from './conversa.ts';

/**
 * coddao 203 — a reply under a recado that allows them (issue 31; idempotent): a family writes in its own thread
 * with the school, the recado's author answers the family it names. Scoped as the read (coddao 201): a recado the
 * context does not show is not found, and so is another family's thread. The message, its attachments and the
 * other side's notification (row, push, streams) are one transaction.
 */
export const responderRecado = defineOperacao(operacoes.responderRecado, {
  acesso: 'token',
  muda: ['recados'],
  mensagemInvalido: mensagemAnexosInvalidos,
  async run(ctx, [, codrecado, codfamiliaPedida], c) {
    const sessao = sessaoDe(ctx);
    const { pessoa } = sessao;
    const r = await recadoDaConversa(ctx.db, alcanceDe(sessao), codrecado);
    const codfamilia = await familiaDaConversa(ctx.db, r, pessoa.codpessoa, codfamiliaPedida);
    if (!r.permiteRespostas || r.codautor === null)
      throw new ErroOperacao('CONFLITO', MENSAGENS_RECADO.semRespostas);

    const agora = ctx.now();
    const [nova] = await ctx.db
      .insert(recadoResposta)
      .values({ codrecado, codfamilia, codpessoa: pessoa.codpessoa, texto: c.texto, em: agora })
      .returning({ codresposta: recadoResposta.codresposta });
    if (!nova) throw new Error('resposta não gravada');
    await gravarAnexos(ctx.db, c.anexos, { codresposta: nova.codresposta }, pessoa.codpessoa, agora);
    // The other side: the author when a family writes, the family when the author answers.
    const outro = pessoa.codpessoa === codfamilia ? r.codautor : codfamilia;
    await anunciar(ctx.db, ['recados'], [outro]);
    await avisarDoRecado(
      ctx.db,
      [outro],
      {
        titulo: MENSAGENS_RECADO.novaResposta,
        texto: textoNovaResposta(pessoa.nome, r.titulo),
        codrecado,
        codempresa: r.escCodempresa,
      },
      agora,
    );
    const [mensagem] = await mensagensDaConversa(ctx.db, r, codfamilia, pessoa.codpessoa, nova.codresposta);
    if (!mensagem) throw new Error('resposta gravada e não encontrada');
    return mensagem;
  },
});
