import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'packages', 'core', 'src');

function arquivos(pasta: string): string[] {
  return readdirSync(pasta).flatMap((nome) => {
    const caminho = join(pasta, nome);
    if (statSync(caminho).isDirectory()) return arquivos(caminho);
    return /\.ts$/.test(nome) && !nome.endsWith('.test.ts') ? [caminho] : [];
  });
}

/** Code only: comments may name what the rules stay away from. */
const codigo = (texto: string) => texto.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

/**
 * core is imported by the app, the API and the tests alike, so it does no I/O (ARCHITECTURE.md): no Node module,
 * no DOM, no storage, no network, no environment. WebCrypto (globalThis.crypto) is the one platform API it uses.
 */
it('no rule of core reaches Node, the DOM, storage, the network or the environment', () => {
  const proibido =
    /from ['"]node:|require\(|(?<![\w.])fetch\(|\b(document|window|navigator|localStorage|sessionStorage|indexedDB|process)\.|XMLHttpRequest/;
  const violacoes = arquivos(SRC)
    .filter((arquivo) => proibido.test(codigo(readFileSync(arquivo, 'utf8'))))
    .map((arquivo) => relative(SRC, arquivo));
  expect(violacoes).toEqual([]);
});
