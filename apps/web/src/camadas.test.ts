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
 * Every relative import of every source file, resolved against src: static imports and re-exports, side-effect
 * imports, import() and vi.mock() paths alike.
 */
function importacoes(): { arquivo: string; alvo: string; texto: string }[] {
  return arquivos(SRC).flatMap((arquivo) => {
    const texto = readFileSync(join(SRC, arquivo), 'utf8');
    return [...texto.matchAll(/(?:from|import|import\(|mock\()\s*['"]([^'"]+)['"]/g)]
      .map((m) => m[1] ?? '')
      .filter((alvo) => alvo.startsWith('.'))
      .map((alvo) => ({ arquivo, alvo: relative(SRC, resolve(SRC, arquivo, '..', alvo)), texto: alvo }));
  });
}

/**
 * src/app composes the shell and sits above pages, modules, ui and lib (issue 10): what they share lives below
 * it. The entry (main.ts) and the whole-app test harness (test/render-app.tsx, which renders <App />) are the
 * only files outside src/app that may import it.
 */
it('no file below src/app imports from it', () => {
  const permitidos = new Set(['main.ts', join('test', 'render-app.tsx')]);
  const violacoes = importacoes()
    .filter(({ arquivo }) => !arquivo.startsWith(`app${'/'}`) && !permitidos.has(arquivo))
    .filter(({ alvo }) => alvo.startsWith(`app${'/'}`))
    .map(({ arquivo, texto }) => `${arquivo} → ${texto}`);
  expect(violacoes).toEqual([]);
});

/** The module folder a file of src/modules/<modulo>/ belongs to; undefined outside a module folder. */
function moduloDe(arquivo: string): string | undefined {
  const [raiz, modulo, ...resto] = arquivo.split('/');
  return raiz === 'modules' && resto.length > 0 ? modulo : undefined;
}

/**
 * Modules are rooms (issue 28): a module folder imports nothing of another module, and nothing below the shell
 * (src/pages, src/ui, src/lib, src/platform, src/config) imports a module; what several of them use lives below
 * them, in src/ui or src/lib. Only src/app reaches the modules, through modules/registry.ts, which imports each
 * module's manifest (modulo.ts) and nothing else of it, and modules/adiantamentos.ts, which imports each module's
 * `adiantar.ts` (what start-up asks for early; app/adiantar-rota.ts).
 */
it('no module imports another module, and only the shell reaches the modules through their manifests', () => {
  const violacoes = importacoes()
    .filter(({ alvo }) => alvo.startsWith(`modules${'/'}`))
    .filter(({ arquivo, alvo }) => {
      const origem = moduloDe(arquivo);
      if (origem !== undefined) return moduloDe(alvo) !== origem;
      if (arquivo === join('modules', 'registry.ts')) return !/^modules\/[^/]+\/modulo\.ts$/.test(alvo);
      if (arquivo === join('modules', 'adiantamentos.ts'))
        return !/^modules\/[^/]+\/adiantar\.ts$/.test(alvo);
      if (arquivo.startsWith(`modules${'/'}`)) return true;
      return !(
        arquivo.startsWith(`app${'/'}`) &&
        (alvo === join('modules', 'registry.ts') || alvo === join('modules', 'adiantamentos.ts'))
      );
    })
    .map(({ arquivo, texto }) => `${arquivo} → ${texto}`);
  expect(violacoes).toEqual([]);
});

it('every module folder has a manifest that the registry gathers', () => {
  const pastas = readdirSync(join(SRC, 'modules')).filter((nome) =>
    statSync(join(SRC, 'modules', nome)).isDirectory(),
  );
  const registro = readFileSync(join(SRC, 'modules', 'registry.ts'), 'utf8');
  expect(pastas.length).toBeGreaterThan(5);
  for (const pasta of pastas) {
    expect(statSync(join(SRC, 'modules', pasta, 'modulo.ts')).isFile(), pasta).toBe(true);
    expect(registro, pasta).toContain(`'./${pasta}/modulo.ts'`);
  }
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

/**
 * The app calls operations through core's contract (`chamar(operacoes.x, …)`, issue 28): no page or helper
 * names an operation number, so a renumbered operation changes in core alone. Only lib/operacoes.ts reads the
 * numbers, to build `operacoes`, and the API client compares with them; tests may name numbers.
 */
it('no runtime file but lib/operacoes.ts names an operation number', () => {
  const violacoes = arquivos(SRC)
    .filter((arquivo) => !/\.test\.tsx?$/.test(arquivo) && !arquivo.startsWith(`test${'/'}`))
    .filter((arquivo) => arquivo !== join('lib', 'operacoes.ts'))
    .filter((arquivo) => /\bCODDAO\b|\bcallV4\b|coddao\s*(?:===|!==|:)\s*\d/.test(semComentarios(arquivo)));
  expect(violacoes).toEqual([]);
});

/** A file's code without its comments (they may name an operation by its number). */
function semComentarios(arquivo: string): string {
  return readFileSync(join(SRC, arquivo), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/**
 * A module's calls to the API are its `api/` folder (typed calls of core's contract); its pages and components
 * ask those functions, so what a module sends is read in one place (issue 28).
 */
it('a module calls the API only from its api/ folder', () => {
  const violacoes = arquivos(SRC)
    .filter((arquivo) => moduloDe(arquivo) !== undefined && !/\.test\.tsx?$/.test(arquivo))
    .filter((arquivo) => !arquivo.split('/').includes('api'))
    .filter((arquivo) => /\bchamar\(|\boperacoes\./.test(semComentarios(arquivo)));
  expect(violacoes).toEqual([]);
});

/** Tokens, retries and the envelope live in one place: no other runtime file reaches the network itself. */
it('only lib/api-client.ts calls fetch', () => {
  const chamam = arquivos(SRC)
    .filter((arquivo) => !/\.test\.tsx?$/.test(arquivo) && !arquivo.startsWith(`test${'/'}`))
    .filter((arquivo) => /(?<![\w.])fetch\(/.test(semComentarios(arquivo)));
  expect(chamam).toEqual([join('lib', 'api-client.ts')]);
});

/** The app knows the API only through HTTP and core's contract; its tests start the real API as a process. */
it("no file of the app imports the API's code", () => {
  const importam = arquivos(SRC).filter((arquivo) =>
    /(?:from|import\()\s*['"](?:@portal\/api|[./]*\/?apps\/api\/|(?:\.\.\/)+api\/)/.test(
      semComentarios(arquivo),
    ),
  );
  expect(importam).toEqual([]);
});
