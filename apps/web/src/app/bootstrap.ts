import { STORAGE_KEYS } from '@portal/core';
import { setRuntimeConfig } from '../config/runtime-config.ts';
import { fetchRuntimeConfig } from '../lib/api-client.ts';
import { createSessionStore, type SessionStore } from '../lib/session/session-store.ts';
import { storage } from '../lib/storage.ts';
import { applyTheme, setTemaAtual, themeForHost } from '../lib/theme.ts';
import { iniciarPlataformaNativa } from './ponte-plataforma.ts';

/**
 * Start-up (issue 4 item 1): the native layer (its storage driver before any read), the runtime config, the
 * theme by host, then the stored session (SPEC §4).
 */
export async function iniciar(): Promise<SessionStore> {
  const store = createSessionStore();
  const [, config] = await Promise.all([iniciarPlataformaNativa(store), fetchRuntimeConfig()]);
  setRuntimeConfig(config);
  const tema = themeForHost(location.host, config.brandHost);
  setTemaAtual(tema);
  applyTheme(tema);
  await storage.set(STORAGE_KEYS.themeConfig, tema);
  await store.restore();
  // Bound now (without a loader) so requests made before React renders carry the token; the session provider
  // binds again with the app's loader.
  store.bindApi({ show: () => {}, hide: () => {} }, () => `${location.pathname}${location.search}`);
  return store;
}
