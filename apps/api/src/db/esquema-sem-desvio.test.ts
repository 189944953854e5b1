import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const aqui = dirname(fileURLToPath(import.meta.url));
const api = join(aqui, '..', '..');
const drizzleKit = join(api, '..', '..', 'node_modules', '.bin', 'drizzle-kit');

/**
 * Issue 28: the schema and its migrations never drift. drizzle-kit generates against a copy of the migrations (so a
 * run never writes into the repository): a schema change committed without its migration makes it write one.
 */
describe('db/schema and db/migrations', () => {
  const temporarias: string[] = [];
  afterAll(async () => {
    for (const d of temporarias) await rm(d, { recursive: true, force: true });
  });

  it('drizzle-kit generate finds nothing to generate', async () => {
    const pasta = await mkdtemp(join(tmpdir(), 'portal-desvio-'));
    temporarias.push(pasta);
    const saida = join(pasta, 'migrations');
    await cp(join(api, 'src', 'db', 'migrations'), saida, { recursive: true });
    const antes = (await readdir(saida, { recursive: true })).sort();
    const config = join(pasta, 'drizzle.config.json');
    // drizzle-kit reads `out` relative to where it runs, even an absolute path.
    await writeFile(
      config,
      JSON.stringify({
        dialect: 'postgresql',
        schema: './src/db/schema/index.ts',
        out: relative(api, saida),
      }),
    );
    const { stdout, stderr } = await promisify(execFile)(drizzleKit, ['generate', '--config', config], {
      cwd: api,
      timeout: 120_000,
    });
    const depois = (await readdir(saida, { recursive: true })).sort();
    expect(depois, stdout).toEqual(antes);
    // And it really compared: a config it could not read fails here rather than passing in silence.
    expect(`${stdout}${stderr}`).toContain('No schema changes');
  }, 150_000);
});
