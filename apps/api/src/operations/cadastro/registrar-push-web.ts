import { MENSAGENS_API, operacoes } from '@portal/core';
import { assinaturaPush } from '../../db/schema/index.ts';
import { servicoPushPermitido } from '../../push/servicos-push.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';

/**
 * coddao 321 — keeps this browser's Web Push subscription for the caller. An endpoint is one browser install, so
 * registering it again (new keys, or another person now logged in there) replaces its row: one row per device.
 */
export const registrarPushWeb = defineOperacao(operacoes.registrarPushWeb, {
  acesso: 'token',
  muda: ['conta'],
  async run(ctx, _params, { endpoint, keys }) {
    if (!servicoPushPermitido(endpoint, ctx.settings.servicosPush))
      throw new ErroOperacao('INVALIDO', MENSAGENS_API.servicoPushDesconhecido, {
        endpoint: MENSAGENS_API.servicoPushDesconhecido,
      });
    const codpessoa = sessaoDe(ctx).pessoa.codpessoa;
    const criadoEm = ctx.now();
    await ctx.db
      .insert(assinaturaPush)
      .values({ endpoint, codpessoa, p256dh: keys.p256dh, auth: keys.auth, criadoEm })
      .onConflictDoUpdate({
        target: assinaturaPush.endpoint,
        set: { codpessoa, p256dh: keys.p256dh, auth: keys.auth, criadoEm, ultimoSucessoEm: null },
      });
    return { ok: true as const };
  },
});
