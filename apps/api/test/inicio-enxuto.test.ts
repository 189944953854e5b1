import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepararApi } from '../../../scripts/preparar.mjs';
import { portaLivre } from '../scripts/porta-livre.ts';

/** What `npm start` runs: the compiled server (built here when stale, as npm start does). */
const SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));

/**
 * Starts the compiled server on `dataDir` until /api/saude answers, then stops it. With `registro`, Node's module
 * hooks write there every module the process loads (its URL), in the main thread and in PGlite's.
 */
async function iniciarEParar(dataDir: string, ganchos: string, registro?: string) {
  const port = await portaLivre();
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, [...(registro ? ['--import', ganchos] : []), SERVER], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      API_SILENT: '1',
      REGISTRO_MODULOS: registro ?? '',
    },
    stdio: 'ignore',
  });
  const saiu = new Promise((ok) => child.on('exit', ok));
  try {
    const limite = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`o servidor saiu (${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/saude`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > limite) throw new Error('o servidor não respondeu em 120 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    child.kill('SIGTERM');
    await saiu;
  }
}

/**
 * Issue 12 (warm start ≤ 1 s): what the embedded database's start does not need stays unloaded — node-postgres
 * (PostgreSQL only), nodemailer (SMTP only), the GeoIP reader (the sessions page) and piscina (the first login).
 * Each cost 25–55 ms of the main thread at every start. web-push too (the first web push to send): the VAPID
 * pair the start needs is made with node:crypto.
 */
describe('the compiled server on the embedded database', () => {
  const pasta = mkdtempSync(join(tmpdir(), 'portal-inicio-'));
  const ganchos = join(pasta, 'ganchos.mjs');
  const registro = join(pasta, 'modulos.txt');

  beforeAll(() => {
    prepararApi();
    writeFileSync(
      join(pasta, 'carregar.mjs'),
      `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  if (process.env.REGISTRO_MODULOS) appendFileSync(process.env.REGISTRO_MODULOS, url + '\\n');
  return next(url, context);
}
`,
    );
    writeFileSync(
      ganchos,
      `import { register } from 'node:module';
register('./carregar.mjs', import.meta.url);
`,
    );
  });
  afterAll(() => rmSync(pasta, { recursive: true, force: true }));

  it('opens its database without loading node-postgres, nodemailer, the GeoIP reader, piscina, web-push or the calendar’s libraries', async () => {
    const dados = join(pasta, 'dados');
    await iniciarEParar(dados, ganchos); // the first run creates the demo database
    writeFileSync(registro, '');
    await iniciarEParar(dados, ganchos, registro);

    const carregados = readFileSync(registro, 'utf8').split('\n').filter(Boolean);
    // The hooks saw the start: the server's entry and PGlite (loaded by its thread and by drizzle's driver).
    expect(carregados).toContain(pathToFileURL(SERVER).href);
    expect(carregados.some((url) => url.includes('/node_modules/@electric-sql/pglite/'))).toBe(true);

    const pacotes = carregados.filter((url) =>
      /\/node_modules\/(nodemailer|maxmind|piscina|pg|web-push|date-holidays|ical-generator)\//.test(url),
    );
    expect(pacotes).toEqual([]);
    // node-postgres is bundled into dist/ (scripts/build.mjs): no chunk of the start may carry it.
    const comPg = carregados
      .filter((url) => url.startsWith(new URL('.', pathToFileURL(SERVER)).href))
      .filter((url) => readFileSync(fileURLToPath(url), 'utf8').includes('node_modules/pg/lib/client.js'));
    expect(comPg).toEqual([]);
  }, 240_000);
});
