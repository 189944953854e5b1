import { type FeedCalendarioResultado, operacoes } from '@portal/core';
import { criarFeed, revogarFeed, temFeedVivo, urlDoFeed } from '../../calendario/feed-token.ts';
import type { Contexto } from '../contexto.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/**
 * The private feed's address is shown once: the answer that made it carries it, and the copy an idempotent
 * write keeps for a replay (and every later answer) only says that one exists.
 */
const semEndereco = (r: FeedCalendarioResultado): FeedCalendarioResultado => ({ ...r, url: null });

async function novoEndereco(ctx: Contexto): Promise<FeedCalendarioResultado> {
  const { codpessoa } = sessaoDe(ctx).pessoa;
  const agora = ctx.now();
  await revogarFeed(ctx.db, codpessoa, agora);
  const token = await criarFeed(ctx.db, codpessoa, agora);
  return { existe: true, url: token === null ? null : urlDoFeed(ctx.cliente.host, token) };
}

/**
 * coddao 281 — the person's feed address (DESIGN: one calendar feed per person): made when there is none, and then
 * answered with its URL, that once; when one exists, only `existe` (the server keeps no copy of it). Two first
 * calls at once make one address (`feed_calendario_vivo`): the other answers that it exists.
 */
export const feedCalendario = defineOperacao(operacoes.feedCalendario, {
  acesso: 'token',
  async run(ctx) {
    const { codpessoa } = sessaoDe(ctx).pessoa;
    if (await temFeedVivo(ctx.db, codpessoa)) return { existe: true, url: null };
    const token = await criarFeed(ctx.db, codpessoa, ctx.now());
    return { existe: true, url: token === null ? null : urlDoFeed(ctx.cliente.host, token) };
  },
});

/** coddao 282 — a new address (idempotent): the old one stops answering (404) in the same transaction. */
export const regenerarFeedCalendario = defineOperacao(operacoes.regenerarFeedCalendario, {
  acesso: 'token',
  // The person's other devices show the feed's address as gone or new.
  muda: ['conta'],
  copiaGuardada: semEndereco,
  run: novoEndereco,
});

/** coddao 283 — no address (idempotent): the live one, if any, stops answering. */
export const revogarFeedCalendario = defineOperacao(operacoes.revogarFeedCalendario, {
  acesso: 'token',
  muda: ['conta'],
  async run(ctx) {
    await revogarFeed(ctx.db, sessaoDe(ctx).pessoa.codpessoa, ctx.now());
    return { existe: false, url: null };
  },
});
