import {
  type ConferirPasseResultado,
  descreverValidade,
  lerPasse,
  operacoes,
  PREFIXO_PASSE,
  type SituacaoPasse,
  TEXTO_SITUACAO_PASSE,
} from '@portal/core';
import { and, eq } from 'drizzle-orm';
import { autorizacaoVisita, entradaVisita } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { passeAutentico } from './passe-assinado.ts';
import { edificioDaPortaria } from './unidades.ts';
import { consultaVisitas, visitaDaLinha } from './visita-dto.ts';

const so = (situacao: SituacaoPasse): ConferirPasseResultado => ({
  situacao,
  texto: TEXTO_SITUACAO_PASSE[situacao],
});

/**
 * coddao 723 — the gate checks a pass: the QR text the camera read, or the short code the porteiro typed
 * (idempotent: a retried check records one entry). A QR whose signature is not the server's is forged, and is
 * refused before any lookup; a pass or code of another building is as unknown as one never issued. Only a valid
 * pass records the entry, with the porteiro and the instant.
 */
export const conferirPasse = defineOperacao(operacoes.conferirPasse, {
  acesso: 'token',
  muda: ['modulos'],
  async run(ctx, _params, { passe }) {
    const codedificio = await edificioDaPortaria(ctx);
    const lido = lerPasse(passe);
    if (!lido) return so(passe.trim().startsWith(PREFIXO_PASSE) ? 'forjado' : 'desconhecido');
    if (lido.tipo === 'assinado' && !passeAutentico(ctx.settings.jwtSecret, lido)) return so('forjado');
    const [linha] = await consultaVisitas(
      ctx,
      and(
        eq(autorizacaoVisita.codigo, lido.codigo),
        eq(autorizacaoVisita.codedificio, codedificio),
        lido.tipo === 'assinado' ? eq(autorizacaoVisita.codautorizacao, lido.codautorizacao) : undefined,
      ),
    );
    if (!linha) return so('desconhecido');
    const v = visitaDaLinha(ctx, linha);
    const resultado: ConferirPasseResultado = {
      ...so(v.situacao),
      visita: {
        codautorizacao: v.codautorizacao,
        nome: v.nome,
        documento: v.documento,
        tipo: v.tipo,
        unidade: v.unidade,
        placa: v.placa,
        validade: descreverValidade(v),
        autorizadaPor: v.autorizadaPor,
      },
    };
    if (v.situacao !== 'valido') return resultado;
    const [entrada] = await ctx.db
      .insert(entradaVisita)
      .values({
        codautorizacao: v.codautorizacao,
        codporteiro: sessaoDe(ctx).pessoa.codpessoa,
        em: ctx.now(),
      })
      .returning();
    if (!entrada) throw new Error('entrada não gravada');
    return { ...resultado, entrada: { codentrada: entrada.codentrada, em: entrada.em.toISOString() } };
  },
});
