import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../harness/browser.ts';
import { type RunningServer, startServer } from '../harness/server.ts';

describe('start page', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.dispose()]);
  });

  it('answers over HTTP with the app document', async () => {
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('lang="pt-BR"');
  });

  it('renders in Chromium without console errors', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await page.goto(server.url);
    await page.waitForURL(/\/auth\/login/);
    await expect(page.getByRole('button', { name: 'Entrar' }).isVisible()).resolves.toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
