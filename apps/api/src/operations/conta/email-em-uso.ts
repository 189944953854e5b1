import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { pessoa as tabelaPessoa } from '../../db/schema/index.ts';

/** Whether another person already has this e-mail (checked before a code is sent, and again before the change). */
export async function emUso(db: Executor, email: string, codpessoa: number): Promise<boolean> {
  const [outra] = await db
    .select({ codpessoa: tabelaPessoa.codpessoa })
    .from(tabelaPessoa)
    .where(and(eq(tabelaPessoa.email, email), ne(tabelaPessoa.codpessoa, codpessoa)))
    .limit(1);
  return outra !== undefined;
}
