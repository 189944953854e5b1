import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/api's folder, found from this module whether it runs from src/ (tsx, the tests) or bundled into dist/
 * (`npm start`): files beside the code — the migrations, the built web app — are named from here.
 */
export const RAIZ_API = (() => {
  const aqui = fileURLToPath(import.meta.url);
  for (let dir = dirname(aqui); ; ) {
    const pacote = join(dir, 'package.json');
    if (existsSync(pacote) && JSON.parse(readFileSync(pacote, 'utf8')).name === '@portal/api') return dir;
    const acima = dirname(dir);
    if (acima === dir) throw new Error(`apps/api não encontrado acima de ${aqui}`);
    dir = acima;
  }
})();
