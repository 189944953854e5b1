import { MENSAGENS_API, operacoes } from '@portal/core';
import { and, eq } from 'drizzle-orm';
import { descreverDispositivo } from '../../conta/dispositivo.ts';
import { recado, recadoCiente, recadoLeitura } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { buscarRecados } from './recado-dto.ts';

/**
 * coddao 205 — "Ciente" on a recado that asks for it (issue 31; idempotent). Scoped as the read (coddao 201): a
 * recado the context does not show is not found. Stored once per person with its instant and device: the row's
 * primary key makes 20 concurrent confirmations one row, and each of them answers that row, so a second
 * confirmation (another key, another device) gets the first one's time, never a new one.
 */
export const confirmarCiente = defineOperacao(operacoes.confirmarCiente, {
  acesso: 'token',
  muda: ['recados'],
  async run(ctx, [, codrecado]) {
    const alcance = alcanceDe(sessaoDe(ctx));
    const { itens } = await buscarRecados(ctx.db, alcance, { codrecado, limite: 1, deslocamento: 0 });
    const item = itens[0];
    if (!item) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    if (item.doAutor) throw new ErroOperacao('INVALIDO', MENSAGENS_API.recadoCienciaDoAutor);
    if (!item.pedeCiencia) throw new ErroOperacao('INVALIDO', MENSAGENS_API.recadoSemCiencia);
    if (!item.ciente) {
      const [alvo] = await ctx.db
        .select({ escCodaluno: recado.escCodaluno, codautor: recado.codautor })
        .from(recado)
        .where(eq(recado.codrecado, codrecado));
      const { agente, plataforma } = ctx.cliente;
      const novo = await ctx.db
        .insert(recadoCiente)
        .values({
          codrecado,
          codpessoa: alcance.codpessoa,
          codaluno: alvo?.escCodaluno ?? null,
          em: ctx.now(),
          dispositivo: descreverDispositivo(agente, plataforma),
          plataforma: plataforma?.slice(0, 40) ?? null,
        })
        // A concurrent confirmation that got there first stands; this one answers it below.
        .onConflictDoNothing()
        .returning({ codrecado: recadoCiente.codrecado });
      if (novo.length > 0) {
        // Confirming is reading: the list shows it read from now on.
        await ctx.db
          .insert(recadoLeitura)
          .values({ codrecado, codpessoa: alcance.codpessoa })
          .onConflictDoNothing();
        await anunciar(ctx.db, ['recados'], [alcance.codpessoa]);
        // The author's list of who confirmed follows (the route announces to the caller only).
        if (alvo?.codautor != null) await anunciar(ctx.db, ['recados'], [alvo.codautor]);
      }
    }
    const [ciente] = await ctx.db
      .select({ em: recadoCiente.em, dispositivo: recadoCiente.dispositivo })
      .from(recadoCiente)
      .where(and(eq(recadoCiente.codrecado, codrecado), eq(recadoCiente.codpessoa, alcance.codpessoa)));
    if (!ciente) throw new Error('ciência gravada e não encontrada');
    return { codrecado, em: ciente.em.toISOString(), dispositivo: ciente.dispositivo };
  },
});
