import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { prepararApi } from '../../scripts/preparar.mjs';

// Fail once, early and clearly, instead of in every test file. The API builds in a fraction of a second, so it is
// built when stale; the app takes a minute, so it must be built already.
export default function setup() {
  ensureChromium();
  prepararApi();
  const index = resolve(import.meta.dirname, '../../apps/web/dist/index.html');
  if (!existsSync(index)) {
    throw new Error(
      'apps/web/dist is missing: run `npm run build` before the end-to-end tests (npm test does).',
    );
  }
}
