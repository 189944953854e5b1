// @vitest-environment node
/// <reference types="node" />
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { normalizeRuntimeConfig } from '../config/runtime-config.ts';

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('scripts/cap-config.mjs (native builds bake the server config)', () => {
  const temporarios: string[] = [];
  afterAll(() => {
    for (const t of temporarios) rmSync(t, { recursive: true, force: true });
  });

  it('writes dist/config.json from the real API, with absolute bases the app resolves to that server', () => {
    const servidor = new URL(inject('apiUrl'));
    const configUrl = new URL('/config.json', servidor).href;
    const projeto = mkdtempSync(join(tmpdir(), 'portal-cap-config-'));
    temporarios.push(projeto);

    const resultado = spawnSync(process.execPath, [join(WEB, 'scripts', 'cap-config.mjs')], {
      env: { ...process.env, PORTAL_CONFIG_URL: configUrl, CAP_PROJECT_DIR: projeto },
      encoding: 'utf8',
    });
    expect(resultado.status, resultado.stderr).toBe(0);

    const assado = JSON.parse(readFileSync(join(projeto, 'dist', 'config.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    // Read from inside the app, whose origin is https://localhost on Android and capacitor://localhost on iOS.
    for (const origem of ['https://localhost', 'capacitor://localhost']) {
      const config = normalizeRuntimeConfig(assado, origem);
      expect(config.api).toBe(`${servidor.origin}/api`);
      expect(config.cep.startsWith(servidor.origin)).toBe(true);
      expect(config.passwordSecret).not.toBe('');
      expect(config.storeUrls.android).toMatch(/^https:\/\//);
      expect(config.storeUrls.ios).toMatch(/^https:\/\//);
    }
  });

  it('refuses to run without PORTAL_CONFIG_URL', () => {
    const env = { ...process.env };
    delete env.PORTAL_CONFIG_URL;
    const resultado = spawnSync(process.execPath, [join(WEB, 'scripts', 'cap-config.mjs')], {
      env,
      encoding: 'utf8',
    });
    expect(resultado.status).toBe(2);
    expect(resultado.stderr).toContain('PORTAL_CONFIG_URL');
  });
});
