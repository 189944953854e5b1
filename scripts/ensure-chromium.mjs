#!/usr/bin/env node
// Finds the Chromium the end-to-end tests drive. No browser is downloaded here (the machine only reaches
// npm and Debian), so Debian's `chromium` package is the one source: installed on demand when we are root.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium(env = process.env) {
  if (env.CHROME_PATH) return executable(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return CANDIDATES.find(executable) ?? null;
}

export function ensureChromium(env = process.env) {
  const found = findChromium(env);
  if (found) return found;
  if (env.CHROME_PATH) {
    throw new Error(
      `CHROME_PATH=${env.CHROME_PATH} is not an executable file. Point it at a Chromium binary.`,
    );
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('[e2e] Chromium is missing: installing the Debian package "chromium" with apt-get…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium(env);
    if (installed) return installed;
  }
  throw new Error(
    'Chromium was not found. Install it with `sudo apt-get install chromium` (Debian/Ubuntu) ' +
      'or set CHROME_PATH to a Chromium or Chrome binary, then run the tests again.',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
