import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../src/db/database.ts';
import { cobranca } from '../src/db/schema/index.ts';

/**
 * Settles every condominium bill still open on `referencia` ('yyyy-mm-dd'), as a unit that is up to date. From the
 * 1st to the 10th the month's bill is open (due on the 10th) and a booking's fee goes on it ("lançada na próxima
 * cota"); after the 10th there is none and the fee is a charge of its own. Tests of one of those cases settle the
 * bills first, so they hold whatever day they run.
 */
export async function quitarCotasAbertas(db: Executor, referencia: string): Promise<void> {
  await db
    .update(cobranca)
    .set({ pagoEm: new Date(`${referencia}T12:00:00Z`), recebidoCentavos: sql`${cobranca.valorCentavos}` })
    .where(
      and(
        eq(cobranca.modulo, 'condominio'),
        eq(cobranca.lista, 'boletos'),
        isNull(cobranca.pagoEm),
        isNull(cobranca.canceladoEm),
        gte(cobranca.vencimento, referencia),
      ),
    );
}
