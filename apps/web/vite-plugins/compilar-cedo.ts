import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): every function of a file so marked is compiled while the file
 * streams in, on a background thread, instead of on the main thread when it is first called. Other engines read
 * a comment.
 */
export const DICA_COMPILAR_CEDO = '//# allFunctionsCalledOnLoad\n';

/** What the hint needs to know of an output chunk. */
export interface ChunkDoBundle {
  fileName: string;
  /** The chunk's static imports (file names). */
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/** The modules whose code runs at once after login, on the home: the shell and the home's page. */
const CASCA = [/[\\/]src[\\/]app[\\/]app\.tsx$/, /[\\/]src[\\/]pages[\\/]recados-page\.tsx$/];
/** React with the login form: what a logged-out visitor downloads besides the entry. */
const PRIMEIRA_TELA = [/[\\/]src[\\/]app[\\/]tela\.tsx$/];

function fecho(chunks: Map<string, ChunkDoBundle>, raizes: string[]): Set<string> {
  const vistos = new Set<string>();
  const pendentes = [...raizes];
  for (let nome = pendentes.pop(); nome !== undefined; nome = pendentes.pop()) {
    if (vistos.has(nome)) continue;
    vistos.add(nome);
    pendentes.push(...(chunks.get(nome)?.imports ?? []));
  }
  return vistos;
}

/**
 * The chunks to mark: the entry itself, and the shell's and the home's code with everything they import less what
 * the first screens already load. Measured (issue 12), in traces of the logged-in home at 4× CPU:
 * - the shell's chunks: main-thread compiling went from 270–420 to 150–205 ms a load; Lighthouse's blocking time
 *   moved by ~30 ms in the median, within a noisy machine's spread;
 * - the entry as well (its evaluation runs the storage, the session and the sketch, ~70 KB): the compiling inside
 *   its task went from 34–56 to 24–45 ms; Lighthouse's home TBT medians, in nine alternated batches, from 38–185
 *   ms (median 89) to 18–154 ms (median 66), again within the noise, and the login's unchanged.
 * React and the login form stay lazily compiled: marking them (and every other chunk) made the login page's
 * blocking time two to four times longer. Module pages are not marked: each runs little of its code at load.
 */
export function chunksParaCompilarCedo(lista: ChunkDoBundle[]): Set<string> {
  const chunks = new Map(lista.map((c) => [c.fileName, c]));
  const com = (padroes: RegExp[]) =>
    lista
      .filter((c) => c.facadeModuleId && padroes.some((p) => p.test(c.facadeModuleId ?? '')))
      .map((c) => c.fileName);
  const entradas = lista.filter((c) => c.isEntry).map((c) => c.fileName);
  const primeira = fecho(chunks, [...entradas, ...com(PRIMEIRA_TELA)]);
  return new Set([...entradas, ...[...fecho(chunks, com(CASCA))].filter((nome) => !primeira.has(nome))]);
}

/**
 * Marks the entry and the shell's chunks with {@link DICA_COMPILAR_CEDO} (a source map, if any, moves one line
 * down).
 */
export function compilarCedo(): Plugin {
  return {
    name: 'portal-compilar-cedo',
    apply: 'build',
    enforce: 'post',
    // After Vite's own generateBundle, which puts its preload map (`const __vite__mapDeps=…`) first in a chunk.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const chunks = Object.values(bundle).flatMap((s) => (s.type === 'chunk' ? [s] : []));
        const marcar = chunksParaCompilarCedo(chunks);
        for (const chunk of chunks.filter((c) => marcar.has(c.fileName))) {
          chunk.code = DICA_COMPILAR_CEDO + chunk.code;
          // One more line at the top: an empty line first in the mappings.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapa = bundle[`${chunk.fileName}.map`];
          if (mapa?.type === 'asset' && typeof mapa.source === 'string') {
            const json = JSON.parse(mapa.source);
            json.mappings = `;${json.mappings}`;
            mapa.source = JSON.stringify(json);
          }
        }
      },
    },
  };
}
