import { base64Puro, MENSAGENS_API, MENSAGENS_OCORRENCIA, operacoes, tamanhoBase64 } from '@portal/core';
import { ocorrencia, ocorrenciaFoto, ocorrenciaPasso } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { edificioDaUnidade } from '../papeis.ts';
import { avisarOutroLado } from './avisar.ts';
import { detalheDe, linhaOcorrencia } from './ocorrencia-dto.ts';

/**
 * coddao 760 — a resident opens a request for the unit of the context (idempotent): the row, its photos (up to 3,
 * the registration's attachment rules, images only: core's schema, and the table's CHECKs again) and the first
 * step of its timeline, and the building's síndicos are notified, all in the route's one transaction.
 */
export const abrirOcorrencia = defineOperacao(operacoes.abrirOcorrencia, {
  acesso: 'token',
  muda: ['ocorrencias'],
  mensagemInvalido: (campos) =>
    Object.keys(campos).some((c) => c.startsWith('conteudo.fotos'))
      ? MENSAGENS_OCORRENCIA.fotoNaoImagem
      : undefined,
  async run(ctx, _params, conteudo) {
    const alcance = alcanceDe(sessaoDe(ctx));
    const [unidade, outra] = alcance.condominios;
    if (unidade === undefined || outra !== undefined)
      throw new ErroOperacao('INVALIDO', MENSAGENS_OCORRENCIA.escolhaUnidade);
    const codedificio = await edificioDaUnidade(ctx.db, unidade);
    if (codedificio === null) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    const agora = ctx.now();
    const [nova] = await ctx.db
      .insert(ocorrencia)
      .values({
        codedificio,
        codcondomino: unidade,
        codpessoa: alcance.codpessoa,
        categoria: conteudo.categoria,
        descricao: conteudo.descricao,
        situacao: 'aberta',
        criadaEm: agora,
        abertaEm: agora,
      })
      .returning({ codocorrencia: ocorrencia.codocorrencia });
    if (!nova) throw new Error('ocorrência não gravada');
    const { codocorrencia } = nova;
    if (conteudo.fotos.length > 0)
      await ctx.db.insert(ocorrenciaFoto).values(
        conteudo.fotos.map((f, i) => ({
          codocorrencia,
          ordem: i + 1,
          filename: f.filename,
          filetype: f.filetype.toLowerCase(),
          filesize: tamanhoBase64(f.base64),
          conteudo: Buffer.from(base64Puro(f.base64), 'base64'),
        })),
      );
    await ctx.db
      .insert(ocorrenciaPasso)
      .values({ codocorrencia, passo: 'aberta', codpessoa: alcance.codpessoa, em: agora });
    const linha = await linhaOcorrencia(ctx.db, codocorrencia);
    if (!linha) throw new Error('ocorrência gravada e não encontrada');
    await avisarOutroLado(ctx, linha, 'aberta', alcance.codpessoa, false);
    return detalheDe(ctx.db, linha, { codpessoa: alcance.codpessoa, morador: true, sindico: false }, agora);
  },
});
