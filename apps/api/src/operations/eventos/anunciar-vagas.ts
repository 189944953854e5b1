import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { preparada } from '../../db/preparada.ts';
import { evento } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { destinoDoEscopo, type EscopoDePessoas } from '../../mudancas/pessoas-do-escopo.ts';

/**
 * An event's seats changed (a sign-up, a cancellation, a lapsed hold): everyone who sees the event hears it, in
 * the write's transaction, so the seats their screens show follow. The route's announcement reaches only the
 * caller (issue 29: another person's sign-up left the seats shown to the others as they were).
 */
export async function anunciarVagas(tx: Executor, codeventos: readonly number[]): Promise<void> {
  for (const codevento of new Set(codeventos)) {
    const [alvo] = await preparada(tx, 'evento_escopo', () =>
      tx
        .select({
          escCodpessoa: evento.escCodpessoa,
          escCodaluno: evento.escCodaluno,
          escCodcondomino: evento.escCodcondomino,
          escCodempresa: evento.escCodempresa,
        })
        .from(evento)
        .where(eq(evento.codevento, sql.placeholder('codevento')))
        .prepare('evento_escopo'),
    ).execute({ codevento });
    if (alvo) await anunciarVagasDe(tx, alvo);
  }
}

/** `anunciarVagas` of an event whose scope the write has read already (evento-travado.ts). */
export async function anunciarVagasDe(tx: Executor, escopo: EscopoDePessoas): Promise<void> {
  await anunciar(tx, ['eventos'], await destinoDoEscopo(tx, escopo));
}
