import { SecureStorage } from '@aparajita/capacitor-secure-storage';
import { Drivers } from '@ionic/storage';
import { isNativa } from './plataforma.ts';

/** The part of the secure-storage plugin the driver uses (Keychain on iOS, Keystore-encrypted prefs on Android). */
export type SecureStoragePort = Pick<typeof SecureStorage, 'getItem' | 'setItem' | 'removeItem' | 'keys'>;

type Callback<T> = (erro: unknown, valor?: T) => void;

/** A localforage custom driver (the API `@ionic/storage` forwards `defineDriver` to). */
export interface StorageDriver {
  _driver: string;
  _support: boolean | (() => Promise<boolean>);
  _initStorage(options: { name?: string; storeName?: string }): Promise<void>;
  getItem<T>(key: string, callback?: Callback<T | null>): Promise<T | null>;
  setItem<T>(key: string, value: T, callback?: Callback<T>): Promise<T>;
  removeItem(key: string, callback?: Callback<void>): Promise<void>;
  clear(callback?: Callback<void>): Promise<void>;
  length(callback?: Callback<number>): Promise<number>;
  key(index: number, callback?: Callback<string | null>): Promise<string | null>;
  keys(callback?: Callback<string[]>): Promise<string[]>;
  iterate<T, U>(
    iteratee: (value: T, key: string, iteration: number) => U,
    callback?: Callback<U>,
  ): Promise<U>;
}

/** The store being set up: the shell's `@ionic/storage` instance before `create()`. */
export interface DefinesDriver {
  defineDriver(driver: StorageDriver): Promise<void>;
}

function comCallback<T>(promessa: Promise<T>, callback?: Callback<T>): Promise<T> {
  if (callback)
    promessa.then(
      (v) => callback(null, v),
      (e: unknown) => callback(e),
    );
  return promessa;
}

/**
 * A localforage driver over the secure-storage plugin, named as `@ionic/storage`'s `Drivers.SecureStorage` so the
 * shell's driver order (SPEC §9: secure storage, IndexedDB, local storage) picks it first on a device.
 * Values are JSON, as localforage stores them; keys are namespaced by store so `clear()` only touches ours.
 */
export function createSecureStorageDriver(plugin: SecureStoragePort = SecureStorage): StorageDriver {
  let prefixo = '';
  const nossas = async (): Promise<string[]> =>
    (await plugin.keys()).filter((k) => k.startsWith(prefixo)).map((k) => k.slice(prefixo.length));

  const driver: StorageDriver = {
    _driver: Drivers.SecureStorage,
    // Only the Android and iOS shells have the Keychain/Keystore behind the plugin.
    _support: async () => isNativa(),
    async _initStorage(options) {
      prefixo = `${options.name ?? 'portal'}/${options.storeName ?? 'portal'}/`;
    },
    getItem<T>(key: string, callback?: Callback<T | null>) {
      const lido = (async () => {
        const bruto = await plugin.getItem(prefixo + key);
        return bruto === null || bruto === undefined ? null : (JSON.parse(bruto) as T);
      })();
      return comCallback(lido, callback);
    },
    setItem<T>(key: string, value: T, callback?: Callback<T>) {
      // localforage turns undefined into null; JSON keeps objects, arrays, numbers and booleans as they were.
      const gravado = (async () => {
        await plugin.setItem(prefixo + key, JSON.stringify(value === undefined ? null : value));
        return value;
      })();
      return comCallback(gravado, callback);
    },
    removeItem(key, callback) {
      return comCallback(plugin.removeItem(prefixo + key), callback);
    },
    clear(callback) {
      const limpo = (async () => {
        for (const key of await nossas()) await plugin.removeItem(prefixo + key);
      })();
      return comCallback(limpo, callback);
    },
    length(callback) {
      return comCallback(
        nossas().then((k) => k.length),
        callback,
      );
    },
    key(index, callback) {
      return comCallback(
        nossas().then((k) => k[index] ?? null),
        callback,
      );
    },
    keys(callback) {
      return comCallback(nossas(), callback);
    },
    iterate<T, U>(iteratee: (value: T, key: string, iteration: number) => U, callback?: Callback<U>) {
      const percorrido = (async () => {
        let iteracao = 1;
        for (const key of await nossas()) {
          const valor = await driver.getItem<T>(key);
          const resultado = iteratee(valor as T, key, iteracao++);
          // localforage's contract: a defined return value stops the iteration and is its result.
          if (resultado !== undefined) return resultado;
        }
        return undefined as U;
      })();
      return comCallback(percorrido, callback);
    },
  };
  return driver;
}

/**
 * The shell's storage hook (`addStorageDriverHook` of src/lib/storage.ts): defines the secure driver on Android
 * and iOS before the store is created; on the web nothing is defined and IndexedDB, then local storage, win.
 */
export async function defineSecureStorageDriver(
  store: DefinesDriver,
  plugin: SecureStoragePort = SecureStorage,
): Promise<boolean> {
  if (!isNativa()) return false;
  await store.defineDriver(createSecureStorageDriver(plugin));
  return true;
}
