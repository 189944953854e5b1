import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export type Ambiente = { server: RunningServer; browser: Browser };

/**
 * A fresh server (own port and database, `env` on top of the defaults) and a Chromium for the calling test
 * file, started before its first test and stopped after its last.
 */
export function ambienteE2e(
  env: Record<string, string> = {},
  preparar?: (dataDir: string) => void,
): Ambiente {
  const ambiente = {} as Ambiente;
  beforeAll(async () => {
    [ambiente.server, ambiente.browser] = await Promise.all([startServer(env, preparar), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all([ambiente.browser?.close(), ambiente.server?.dispose()]);
  });
  return ambiente;
}
