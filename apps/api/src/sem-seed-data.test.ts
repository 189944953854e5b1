import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));

/** Where the demo data may be read: itself and the seed that writes it into the database. */
const SEMEADURA = [`seed-data${sep}`, `db${sep}seed${sep}`];

/** Any import or re-export of a module path under seed-data/: static, dynamic or type-only. */
const DE_SEED_DATA = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"][^'"]*\bseed-data\/[^'"]*['"]/;

/**
 * Issue 28: runtime code never depends on the demo data — not for a type, not for "today" — so what the portal
 * computes cannot change when the demo's content does, and the demo is loaded only to seed a database.
 */
describe('apps/api/src outside seed-data/ and db/seed/', () => {
  it('imports nothing from seed-data/ (type imports included)', async () => {
    const arquivos = (await readdir(src, { recursive: true }))
      .filter((f) => /\.(ts|js|mjs)$/.test(f) && !/\.test\.ts$/.test(f))
      .filter((f) => !SEMEADURA.some((p) => f.startsWith(p)));
    expect(arquivos.length).toBeGreaterThan(50);
    const culpados: string[] = [];
    for (const f of arquivos) {
      const texto = await readFile(join(src, f), 'utf8');
      texto.split('\n').forEach((linha, i) => {
        if (DE_SEED_DATA.test(linha))
          culpados.push(`${relative(src, join(src, f))}:${i + 1}: ${linha.trim()}`);
      });
    }
    expect(culpados).toEqual([]);
  });
});
