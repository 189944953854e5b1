import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { CHROMIUM_ARGS } from './chromium-flags.ts';

export type TrackedPage = { page: Page; context: BrowserContext; consoleErrors: string[] };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
}

/** A fresh context (its own storage) and page that records every console error and uncaught exception. */
export async function openPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...options });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  return { page, context, consoleErrors };
}
