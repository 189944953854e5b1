import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, PASSWORD_SECRET, REFERENCIA_TESTE } from '../../test/helper.ts';
import { primeiraExecucao } from './criar-banco.ts';
import { openDatabase, pastaPglite } from './open-database.ts';
import { rowsOf } from './rows.ts';
import { seedDatabase } from './seed/seed.ts';

/** Issue 12: a first run is recognised before the server opens the database, so a child process can do it. */
describe('primeiraExecucao', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-primeira-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('PGlite: until initdb has written PG_VERSION into the folder', async () => {
    const target = { kind: 'pglite', dataDir } as const;
    expect(await primeiraExecucao(target)).toBe(true);
    mkdirSync(pastaPglite(dataDir), { recursive: true });
    expect(await primeiraExecucao(target)).toBe(true);
    writeFileSync(join(pastaPglite(dataDir), 'PG_VERSION'), '18\n');
    expect(await primeiraExecucao(target)).toBe(false);
  });

  it('an in-memory database is never one (tests create and seed it themselves)', async () => {
    expect(await primeiraExecucao({ kind: 'memory' })).toBe(false);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'PostgreSQL: until the database is migrated and has people',
    async () => {
      const criado = await createPostgresDatabase();
      try {
        const target = { kind: 'postgres', url: criado.url } as const;
        expect(await primeiraExecucao(target)).toBe(true);
        const migrado = await openDatabase(target);
        try {
          expect(await primeiraExecucao(target)).toBe(true);
          await seedDatabase(migrado.db, PASSWORD_SECRET, REFERENCIA_TESTE);
          expect(await primeiraExecucao(target)).toBe(false);
        } finally {
          await migrado.close();
        }
      } finally {
        await criado.drop();
      }
    },
  );
});

describe('openDatabase on PGlite', () => {
  it('keeps 32 MB of shared buffers, not the 128 MB Postgres would touch at every start', async () => {
    const database = await openDatabase({ kind: 'memory' });
    try {
      const [linha] = rowsOf<{ shared_buffers: string }>(await database.db.execute('SHOW shared_buffers'));
      expect(linha?.shared_buffers).toBe('32MB');
    } finally {
      await database.close();
    }
  });
});
