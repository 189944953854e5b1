// Bakes the runtime config into a native build (DESIGN.md: "Native builds bake the same config at build time").
// In the Android and iOS shells the page origin is the app itself (https://localhost, capacitor://localhost), so
// the app's `fetch('/config.json')` reads dist/config.json. This copies a deployed server's /config.json there,
// with its relative bases ('/api') made absolute against that server.
//   PORTAL_CONFIG_URL=https://portal.example.com.br/config.json node scripts/cap-config.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BASES = ['api', 'apiUrl', 'apiBase', 'cep', 'cepBase', 'cepUrl', 'postalBase'];

/** The config with every base URL absolute against the server it came from. */
export function absolutizar(config, configUrl) {
  const resultado = { ...config };
  for (const chave of BASES) {
    const valor = resultado[chave];
    if (typeof valor === 'string' && valor.trim() !== '')
      resultado[chave] = new URL(valor, configUrl).href.replace(/\/+$/, '');
  }
  // An empty postal base means "this server" on the web; in the app it must name the server.
  if (resultado.cepBase === '') resultado.cepBase = new URL(configUrl).origin;
  return resultado;
}

/** Fetches configUrl and writes {webDir}/config.json; resolves the written path. */
export async function bakeConfig(configUrl, webDir) {
  const resposta = await fetch(configUrl, { headers: { Accept: 'application/json' } });
  if (!resposta.ok) throw new Error(`GET ${configUrl} respondeu ${resposta.status}`);
  const config = absolutizar(await resposta.json(), configUrl);
  const destino = join(webDir, 'config.json');
  mkdirSync(webDir, { recursive: true });
  writeFileSync(destino, `${JSON.stringify(config, null, 2)}\n`);
  return destino;
}

const webRoot = process.env.CAP_PROJECT_DIR || join(dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const url = process.env.PORTAL_CONFIG_URL;
  if (!url) {
    console.error('Defina PORTAL_CONFIG_URL (ex.: https://portal.exemplo.com.br/config.json).');
    process.exit(2);
  }
  bakeConfig(url, join(webRoot, 'dist')).then(
    (destino) => console.log(`config.json gravado em ${destino}`),
    (erro) => {
      console.error(`Falha ao gravar config.json: ${erro.message}`);
      process.exit(1);
    },
  );
}
