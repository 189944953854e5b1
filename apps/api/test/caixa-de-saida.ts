import { desc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { emailSaida } from '../src/db/schema/index.ts';

/** The newest message to this address in the outbox, as a person would open it. */
export async function ultimoEmail(db: Db, para: string) {
  const [m] = await db
    .select()
    .from(emailSaida)
    .where(eq(emailSaida.para, para))
    .orderBy(desc(emailSaida.codemail))
    .limit(1);
  return m;
}

/** The 6-digit code of the newest message to this address ('' when none). */
export async function codigoDoEmail(db: Db, para: string): Promise<string> {
  return /^(\d{6})$/m.exec((await ultimoEmail(db, para))?.texto ?? '')?.[1] ?? '';
}
