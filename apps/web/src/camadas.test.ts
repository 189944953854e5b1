import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const SRC = import.meta.dirname;

/** Every source file under src, relative to it. */
function arquivos(pasta: string): string[] {
  return readdirSync(pasta).flatMap((nome) => {
    const caminho = join(pasta, nome);
    if (statSync(caminho).isDirectory()) return arquivos(caminho);
    return /\.(ts|tsx)$/.test(nome) ? [relative(SRC, caminho)] : [];
  });
}

/**
 * src/app composes the shell and sits above pages, modules, ui and lib (issue 10): what they share lives below
 * it. The entry (main.ts) and the whole-app test harness (test/render-app.tsx, which renders <App />) are the
 * only files outside src/app that may import it.
 */
it('no file below src/app imports from it', () => {
  const permitidos = new Set(['main.ts', join('test', 'render-app.tsx')]);
  const violacoes = arquivos(SRC)
    .filter((arquivo) => !arquivo.startsWith(`app${'/'}`) && !permitidos.has(arquivo))
    .flatMap((arquivo) => {
      const texto = readFileSync(join(SRC, arquivo), 'utf8');
      // Static imports and re-exports, side-effect imports, import() and vi.mock() paths alike.
      return [...texto.matchAll(/(?:from|import|import\(|mock\()\s*['"]([^'"]+)['"]/g)]
        .map((m) => m[1] ?? '')
        .filter((alvo) => alvo.startsWith('.'))
        .filter((alvo) => relative(SRC, resolve(SRC, arquivo, '..', alvo)).startsWith(`app${'/'}`))
        .map((alvo) => `${arquivo} → ${alvo}`);
    });
  expect(violacoes).toEqual([]);
});

/**
 * The entry imports no React, not even through a helper beside a hook (issue 12): React's evaluation is a task of
 * its own after the session is read (main.ts, app/tela.tsx). Follows main.ts's static imports; `import type` and
 * `import()` load nothing at start.
 */
it('nothing the entry imports statically imports React', () => {
  const vistos = new Set<string>();
  const reactEm: string[] = [];
  const visitar = (arquivo: string) => {
    if (vistos.has(arquivo)) return;
    vistos.add(arquivo);
    const texto = readFileSync(join(SRC, arquivo), 'utf8');
    for (const [, alvo = ''] of texto.matchAll(
      /^import\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
    )) {
      if (/^react(-dom)?(\/|$)/.test(alvo)) reactEm.push(`${arquivo} → ${alvo}`);
      if (alvo.startsWith('.') && /\.tsx?$/.test(alvo))
        visitar(relative(SRC, resolve(SRC, arquivo, '..', alvo)));
    }
  };
  visitar('main.ts');
  expect(vistos.size).toBeGreaterThan(10);
  expect(reactEm).toEqual([]);
});
