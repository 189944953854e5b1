import { hashPassword } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { isEmpty } from '../src/db/open-database.ts';
import * as schema from '../src/db/schema/index.ts';
import { seedDatabase } from '../src/db/seed/seed.ts';
import { ceps, pessoas, prestadoresGuia } from '../src/seed-data/index.ts';
import { demoTeste, freshDatabase, PASSWORD_SECRET } from './helper.ts';

/** The dated demo as this run's database holds it. */
const { cobrancas, documentos, modulos, recados } = demoTeste;

describe('seed of an empty database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('stores every row of the demo data', async () => {
    const { db } = database;
    expect(await db.$count(schema.pessoa)).toBe(pessoas.length);
    expect(await db.$count(schema.recado)).toBe(recados.length);
    expect(await db.$count(schema.cep)).toBe(ceps.length);
    expect(await db.$count(schema.prestador)).toBe(prestadoresGuia.length);
    expect(await db.$count(schema.documento)).toBe(documentos.length);
    expect(await db.$count(schema.moduloLista)).toBe(modulos.length);
    // A bill is no module record: its charge lives in its table only (issue 28).
    expect(await db.$count(schema.moduloRegistro)).toBe(modulos.reduce((n, l) => n + l.registros.length, 0));
    expect(await db.$count(schema.cobranca)).toBe(cobrancas.length);
    expect(await db.$count(schema.pagamento)).toBe(cobrancas.filter((c) => c.pagoEm).length);
    expect(await isEmpty(db)).toBe(false);
  });

  it('keeps only an argon2id hash of the client passwordHash', async () => {
    const [row] = await database.db.select().from(schema.pessoa).limit(1);
    expect(row?.senhaHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.senhaHash).not.toContain(await hashPassword('demo1234', PASSWORD_SECRET));
  });

  it('does nothing on a database that already has people', async () => {
    expect(await seedDatabase(database.db, PASSWORD_SECRET)).toBe(false);
    expect(await database.db.$count(schema.pessoa)).toBe(pessoas.length);
  });
});
