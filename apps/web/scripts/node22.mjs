// The Capacitor CLI and Lighthouse declare Node ≥ 22 while the project runs on Node ≥ 20.19. On an older Node they
// are run by the registry package node@22 through npx (fetched once into npm's cache; the machine's Node is
// untouched), so `npm run cap:sync` and `npm run lighthouse` work on either.

/** Node used for those tools when the current one is too old; exact so every machine runs the same binary. */
export const NODE_22 = 'node@22.23.3';

/** Whether `versao` (x.y.z) is at least `minimo` (x or x.y). */
export function atende(versao, minimo) {
  const [maior = 0, menor = 0] = versao.split('.').map(Number);
  const [maiorMin = 0, menorMin = 0] = minimo.split('.').map(Number);
  return maior > maiorMin || (maior === maiorMin && menor >= menorMin);
}

/** The command line that runs `node ...args` on a Node of at least `minimo`. */
export function comandoNode(args, minimo, versao = process.versions.node) {
  if (atende(versao, minimo)) return { command: process.execPath, args };
  return { command: 'npx', args: ['--yes', '--package', NODE_22, 'node', ...args] };
}
