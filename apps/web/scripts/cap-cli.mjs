// Runs the Capacitor CLI (`node scripts/cap-cli.mjs sync`, `... open android`, ...) from apps/web.
// @capacitor/cli 8 refuses Node < 22, so on an older Node the CLI runs on node@22 (node22.mjs). Exit code and
// output are the CLI's.
// CAP_PROJECT_DIR runs it on another copy of apps/web (the native-projects test syncs a throw-away copy).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bakeConfig } from './cap-config.mjs';
import { comandoNode } from './node22.mjs';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Absolute path of the Capacitor CLI's entry script, wherever the workspace hoisted it. */
export function capacitorCliPath() {
  const require = createRequire(join(webRoot, 'package.json'));
  return join(dirname(require.resolve('@capacitor/cli/package.json')), 'bin', 'capacitor');
}

/** The command line that runs the CLI with `args` under a Node the CLI accepts. */
export function capacitorCommand(args, nodeVersion = process.versions.node) {
  return comandoNode([capacitorCliPath(), ...args], '22', nodeVersion);
}

/** Runs the CLI in apps/web and returns its exit status. */
export function runCapacitor(args, options = {}) {
  const { command, args: argv } = capacitorCommand(args);
  const cwd = process.env.CAP_PROJECT_DIR || webRoot;
  const result = spawnSync(command, argv, { cwd, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const comando = args.length > 0 ? args : ['sync'];
  // sync and copy ship dist/ into the projects: bake the server's config first when one is named.
  const projeto = process.env.CAP_PROJECT_DIR || webRoot;
  if (['sync', 'copy'].includes(comando[0])) {
    if (process.env.PORTAL_CONFIG_URL) {
      const destino = await bakeConfig(process.env.PORTAL_CONFIG_URL, join(projeto, 'dist'));
      console.log(`config.json de ${process.env.PORTAL_CONFIG_URL} gravado em ${destino}`);
    } else if (!existsSync(join(projeto, 'dist', 'config.json'))) {
      console.warn(
        'Aviso: dist/config.json ausente; o app nativo não acha a API sem ele. Defina PORTAL_CONFIG_URL (NATIVE.md).',
      );
    }
  }
  process.exit(runCapacitor(comando));
}
