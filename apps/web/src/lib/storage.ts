import { Drivers, Storage } from '@ionic/storage';
import { CONSTANTES } from '@portal/core';

/** Runs before the store is created, so a native driver (secure storage) can be defined first. */
export type StorageDriverHook = (store: Storage) => Promise<void>;

const hooks: StorageDriverHook[] = [];
let pronto: Promise<Storage> | null = null;

const DRIVERS: Record<string, string> = {
  secureStorage: Drivers.SecureStorage,
  indexedDB: Drivers.IndexedDB,
  localStorage: Drivers.LocalStorage,
};

/** Lets the native layer (src/platform/storage) register its driver before the first read. */
export function addStorageDriverHook(hook: StorageDriverHook): void {
  hooks.push(hook);
}

function abrir(): Promise<Storage> {
  pronto ??= (async () => {
    const store = new Storage({
      name: 'portal',
      storeName: 'portal',
      // SPEC §9: secure storage, then IndexedDB, then local storage; drivers a platform lacks are skipped.
      driverOrder: CONSTANTES.storage.drivers.map((d) => DRIVERS[d] ?? d),
      size: CONSTANTES.storage.tamanho,
      version: CONSTANTES.storage.versao,
    });
    for (const hook of hooks) await hook(store);
    await store.create();
    return store;
  })();
  return pronto;
}

/** The one storage wrapper of the app (SPEC §9); values are stored as structured data, keys are SPEC's names. */
export const storage = {
  async get<T>(key: string): Promise<T | null> {
    try {
      const valor = (await (await abrir()).get(key)) as T | null | undefined;
      return valor ?? null;
    } catch (erro) {
      console.error(`Falha ao ler "${key}" do armazenamento local.`, erro);
      return null;
    }
  },
  async set(key: string, value: unknown): Promise<void> {
    await (await abrir()).set(key, value);
  },
  async remove(key: string): Promise<void> {
    await (await abrir()).remove(key);
  },
  async keys(): Promise<string[]> {
    return (await abrir()).keys();
  },
  async clear(): Promise<void> {
    await (await abrir()).clear();
  },
  /** Which driver won (for the native tests and diagnostics). */
  async driver(): Promise<string | null> {
    return (await abrir()).driver;
  },
};
