import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');

/** Every TypeScript and JavaScript file under a folder. */
function arquivos(pasta: string): string[] {
  return readdirSync(pasta, { withFileTypes: true }).flatMap((e) => {
    const caminho = join(pasta, e.name);
    if (e.isDirectory()) return arquivos(caminho);
    return /\.(ts|js)$/.test(e.name) ? [caminho] : [];
  });
}

/**
 * The relative specifiers a source imports: static `import … from` / `export … from` / `import '…'` at the start
 * of a line (type-only ones too: a cycle of types is still a knot), and dynamic `import('…')` outside comments.
 */
export function especificadores(texto: string): string[] {
  const estaticos = texto.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"](\.[^'"]*)['"]/gm);
  const soEfeito = texto.matchAll(/^\s*import\s*['"](\.[^'"]*)['"]/gm);
  const dinamicos = texto
    .split('\n')
    .filter((linha) => !/^\s*(\*|\/\/|\/\*)/.test(linha))
    .flatMap((linha) => [...linha.matchAll(/\bimport\(\s*['"](\.[^'"]*)['"]\s*\)/g)]);
  return [...estaticos, ...soEfeito, ...dinamicos].map((m) => m[1] ?? '');
}

function resolver(de: string, especificador: string): string | undefined {
  const base = resolve(dirname(de), especificador);
  return [base, `${base}.ts`, join(base, 'index.ts')].find((c) => existsSync(c) && statSync(c).isFile());
}

/** File → the files under the same root it imports. */
function grafo(raiz: string): Map<string, string[]> {
  const todos = arquivos(raiz);
  return new Map(
    todos.map((arquivo) => [
      arquivo,
      especificadores(readFileSync(arquivo, 'utf8'))
        .map((e) => resolver(arquivo, e))
        .filter((alvo): alvo is string => alvo?.startsWith(`${raiz}/`) === true),
    ]),
  );
}

/** Each import cycle once, as the path that closes it (a → b → a). */
export function ciclos(arestas: ReadonlyMap<string, readonly string[]>): string[][] {
  const achados = new Map<string, string[]>();
  const estado = new Map<string, 'aberto' | 'fechado'>();
  const pilha: string[] = [];
  const visitar = (no: string) => {
    estado.set(no, 'aberto');
    pilha.push(no);
    for (const alvo of arestas.get(no) ?? []) {
      if (estado.get(alvo) === 'aberto') {
        const ciclo = pilha.slice(pilha.indexOf(alvo));
        // The same cycle found from another of its files is one knot: key it by its sorted members.
        achados.set([...ciclo].sort().join('|'), [...ciclo, alvo]);
      } else if (!estado.has(alvo)) visitar(alvo);
    }
    pilha.pop();
    estado.set(no, 'fechado');
  };
  for (const no of arestas.keys()) if (!estado.has(no)) visitar(no);
  return [...achados.values()];
}

describe('imports in the API', () => {
  it('form no cycle', () => {
    const encontrados = ciclos(grafo(SRC)).map((c) => c.map((a) => relative(SRC, a)).join(' → '));
    expect(encontrados, `ciclos de importação:\n${encontrados.join('\n')}`).toEqual([]);
  });

  it('are read from static, type-only, re-export and dynamic imports, not from comments', () => {
    const texto = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      'import {',
      '  c,',
      "} from './c.ts';",
      "export * from './d.ts';",
      "import './e.ts';",
      "const f = await import('./f.ts');",
      "import { z } from 'zod';",
      " * carregado com import('./comentario.ts')",
      "// import { g } from './g.ts';",
    ].join('\n');
    expect(especificadores(texto).sort()).toEqual([
      '../b.ts',
      './a.ts',
      './c.ts',
      './d.ts',
      './e.ts',
      './f.ts',
    ]);
  });

  it('finds a cycle, direct or through others, once', () => {
    const arestas = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['f']],
      ['f', ['e']],
    ]);
    expect(ciclos(arestas)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['e', 'f', 'e'],
    ]);
    expect(
      ciclos(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });
});
