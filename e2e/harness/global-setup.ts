import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';

// Fail once, early and clearly, instead of in every test file.
export default function setup() {
  ensureChromium();
  const index = resolve(import.meta.dirname, '../../apps/web/dist/index.html');
  if (!existsSync(index)) {
    throw new Error(
      'apps/web/dist is missing: run `npm run build` before the end-to-end tests (npm test does).',
    );
  }
}
