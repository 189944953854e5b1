import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REFERENCIAS } from '../bench/referencias/operacoes.ts';

const escapar = (texto: string) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const API = fileURLToPath(new URL('..', import.meta.url));

/** The benchmark is not a timed test: this only proves `npm run bench` runs end to end, at a tiny size. */
describe('npm run bench', () => {
  it('measures the reference, the list, the ratio, the login storm, start time and memory', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'bench/run.ts'], {
      cwd: API,
      env: { ...process.env, BENCH_SECONDS: '1', BENCH_CONNECTIONS: '2', BENCH_RODADAS_TABELA: '1' },
      timeout: 420_000,
    });
    expect(stdout).toMatch(/PGlite, rodada 1: Fastify puro\s+\d+ req\/s/);
    expect(stdout).toMatch(/PGlite: recados \/ Fastify puro = [\d.]+ %/);
    expect(stdout).toMatch(/PGlite: logins sozinhos \(argon2id\), \d+ conexões\s+\d+ req\/s/);
    expect(stdout).toMatch(/PGlite: p99 dos recados com logins \/ sem = [\d.]+×/);
    expect(stdout).toMatch(
      /PGlite: reinício pronto em \d+ ms \(mediana de \d+, \d+, \d+\); memória ociosa \d+ MB/,
    );
    if (process.env.TEST_DATABASE_URL)
      expect(stdout).toMatch(/PostgreSQL: recados \/ Fastify puro = [\d.]+ %/);
    expect(stdout).toMatch(/PGlite, rodada 3: recados durante os logins\s+\d+ req\/s/);
    // The yardstick is measured again in every round, beside the list it is compared with.
    expect(stdout).toMatch(/PGlite, rodada 3: Fastify puro\s+\d+ req\/s/);
    expect(stdout).not.toMatch(/recados.* [1-9]\d* falhas/);
    // Every storm login is a right password of an account that has one (a failure would measure refusals).
    expect(stdout).not.toMatch(/logins .* [1-9]\d* falhas/);
    // Issue 30's table: every operation of the registry against bare Fastify and its engine reference, none
    // failing on either side (a failure would measure refusals, not the work).
    const bancos = process.env.TEST_DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
    for (const banco of bancos) {
      for (const operacao of REFERENCIAS)
        expect(stdout).toMatch(
          // …and its round trips, portal/reference, per call of the cycle.
          new RegExp(
            `${banco}: ${escapar(operacao.nome)}\\s+\\d+\\s+[\\d,]+\\s+[\\d,]+ .* 0/0\\s+\\d+/\\d+( \\+ \\d+/\\d+)*\n`,
          ),
        );
      expect(stdout).toMatch(new RegExp(`${banco}: login \\(16\\), argon2id\\s+\\d+ .* 0\\s*\n`));
    }
  }, 430_000);

  it("measures the read cache's memory as many people read and are written to (bench/memoria-cache.ts)", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'bench/memoria-cache.ts', '--pessoas', '12000'],
      { cwd: API, timeout: 120_000 },
    );
    // 12,000 people's answers (~110 M characters) overflow the bound of characters: what is kept stays under it.
    // Their 36,000 versions are all kept (the bound of versions is 200,000).
    const [, guardados] = stdout.match(/guardadas [\d.]+ respostas, ([\d.]+) caracteres/) ?? [];
    expect(Number(guardados?.replaceAll('.', ''))).toBeLessThanOrEqual(32 * 1024 * 1024);
    expect(Number(guardados?.replaceAll('.', ''))).toBeGreaterThan(30 * 1024 * 1024);
    expect(stdout).toMatch(/heap após as leituras: \+[\d.]+ MB/);
    expect(stdout).toMatch(/versões por pessoa: no máximo 36.000 ao mesmo tempo/);
  }, 130_000);
});
