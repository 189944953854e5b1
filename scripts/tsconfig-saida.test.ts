import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const RAIZ = resolve(import.meta.dirname, '..');

/**
 * `tsc -b` writes declarations: into a served or synced folder (apps/web/dist, apps/api/dist, a package's src) they
 * would ship. Every project that emits sends them under node_modules/.tsbuild.
 */
it('every TypeScript project writes its output under node_modules/.tsbuild', () => {
  const projetos = execFileSync('git', ['ls-files', '*tsconfig.json'], { cwd: RAIZ, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && f !== 'tsconfig.json');
  expect(projetos.length).toBeGreaterThan(3);
  const fora = projetos.flatMap((arquivo) => {
    const saida = /"outDir":\s*"([^"]+)"/.exec(readFileSync(join(RAIZ, arquivo), 'utf8'))?.[1];
    if (saida === undefined) return [`${arquivo}: sem outDir`];
    const destino = relative(RAIZ, resolve(RAIZ, dirname(arquivo), saida));
    return destino.startsWith(join('node_modules', '.tsbuild')) ? [] : [`${arquivo}: ${destino}`];
  });
  expect(fora).toEqual([]);
});
