import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, databaseKinds } from '../../test/helper.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { rowsOf } from '../db/rows.ts';
import { tentativaLogin } from '../db/schema/index.ts';
import { chavesTentativa, LoginLimiter } from './login-limiter.ts';

describe.each(databaseKinds())('LoginLimiter (counters in the database, %s)', (kind) => {
  const limites = { porUsuario: 3, porEndereco: 5, janelaMs: 60_000 };
  const l = new LoginLimiter(limites);
  const t0 = new Date('2026-11-24T12:00:00Z');
  const em = (ms: number) => new Date(t0.getTime() + ms);
  let database: Database;
  let remover = async () => {};

  beforeAll(async () => {
    if (kind === 'postgres') {
      const criado = await createPostgresDatabase();
      remover = criado.drop;
      database = await openDatabase({ kind: 'postgres', url: criado.url });
    } else {
      database = await openDatabase({ kind: 'memory' });
    }
  });
  afterAll(async () => {
    await database.close();
    await remover();
  });

  it('counts up to the limit, refuses the next with the seconds left, and frees it when the window ends', async () => {
    const ana = chavesTentativa(1, '10.0.0.1');
    for (let i = 0; i < 3; i++) expect(await l.reservar(database.db, ana, em(1000))).toBe(0);
    expect(await l.reservar(database.db, ana, em(2000))).toBe(59);
    // the same person from another address is still blocked; another person is not
    expect(await l.reservar(database.db, chavesTentativa(1, '10.0.0.2'), em(2000))).toBeGreaterThan(0);
    expect(await l.reservar(database.db, chavesTentativa(2, '10.0.0.2'), em(2000))).toBe(0);
    expect(await l.reservar(database.db, ana, em(61_001))).toBe(0);
  });

  it('blocks an address that fails for many people, not the people elsewhere', async () => {
    for (const p of ['a', 'b', 'c', 'd', 'e']) {
      expect(await l.reservar(database.db, chavesTentativa(p, '10.0.0.9'), t0)).toBe(0);
    }
    expect(await l.reservar(database.db, chavesTentativa('novo', '10.0.0.9'), em(10))).toBeGreaterThan(0);
    expect(await l.reservar(database.db, chavesTentativa('novo', '10.0.0.8'), em(10))).toBe(0);
  });

  it('a refusal by the address gives the person’s reservation back', async () => {
    const cheio = '10.0.1.1';
    for (const p of ['f', 'g', 'h', 'i', 'j']) await l.reservar(database.db, chavesTentativa(p, cheio), t0);
    for (let i = 0; i < 4; i++)
      expect(await l.reservar(database.db, chavesTentativa(9, cheio), t0)).toBeGreaterThan(0);
    // none of those four counted against person 9: three guesses remain from a clean address
    for (let i = 0; i < 3; i++)
      expect(await l.reservar(database.db, chavesTentativa(9, '10.0.1.2'), t0)).toBe(0);
    expect(await l.reservar(database.db, chavesTentativa(9, '10.0.1.2'), t0)).toBeGreaterThan(0);
  });

  it('a success clears the person’s count and returns the address’s reservation', async () => {
    const chaves = chavesTentativa(3, '10.0.2.1');
    for (let i = 0; i < 2; i++) await l.reservar(database.db, chaves, t0);
    await l.sucesso(database.db, chaves);
    for (let i = 0; i < 3; i++) expect(await l.reservar(database.db, chaves, t0)).toBe(0);
    expect(await l.reservar(database.db, chaves, t0)).toBeGreaterThan(0);
  });

  it('40 right logins of one person from one address at once: every one gives its reservation back', async () => {
    const limiter = new LoginLimiter({ porUsuario: 1000, porEndereco: 1000, janelaMs: 60_000 });
    const chaves = chavesTentativa(5, '10.0.4.1');
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        expect(await limiter.reservar(database.db, chaves, t0)).toBe(0);
        await limiter.sucesso(database.db, chaves);
      }),
    );
    const linhas = rowsOf<{ chave: string; falhas: number }>(
      await database.db.execute(
        sql`SELECT chave, falhas FROM ${tentativaLogin} WHERE chave IN ('p:5', 'e:10.0.4.1')`,
      ),
    );
    // Each login's success comes after its own reservation, so the last to touch the person's row cleared it;
    // the address holds no reservation once every login has given its own back.
    expect(linhas.map((l) => ({ ...l, falhas: Number(l.falhas) }))).toEqual([
      { chave: 'e:10.0.4.1', falhas: 0 },
    ]);
  });

  it('50 reservations at once for one person: exactly the limit get through', async () => {
    const respostas = await Promise.all(
      Array.from({ length: 50 }, (_, i) => l.reservar(database.db, chavesTentativa(4, `10.0.3.${i}`), t0)),
    );
    expect(respostas.filter((r) => r === 0)).toHaveLength(3);
  });

  it('clears finished windows only', async () => {
    await LoginLimiter.limparVencidas(database.db, em(30_000));
    expect(await l.reservar(database.db, chavesTentativa(4, '10.0.3.99'), em(30_000))).toBeGreaterThan(0);
    await LoginLimiter.limparVencidas(database.db, em(120_000));
    expect(await l.reservar(database.db, chavesTentativa(4, '10.0.3.99'), em(120_000))).toBe(0);
  });
});
