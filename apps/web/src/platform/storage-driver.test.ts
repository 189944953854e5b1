import { Drivers, Storage } from '@ionic/storage';
import { CONSTANTES } from '@portal/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSecureStorageDriver,
  defineSecureStorageDriver,
  type SecureStoragePort,
} from './storage-driver.ts';
import { usarPlataforma } from './test-plataforma.ts';

/** The Keychain/Keystore behind the plugin, as the plugin's string API sees it. */
const cofre = new Map<string, string>();

vi.mock('@aparajita/capacitor-secure-storage', () => ({
  SecureStorage: {
    getItem: async (key: string) => cofre.get(key) ?? null,
    setItem: async (key: string, value: string) => void cofre.set(key, value),
    removeItem: async (key: string) => void cofre.delete(key),
    keys: async () => [...cofre.keys()],
  } satisfies SecureStoragePort,
}));

/** The same order and limits as the shell's wrapper (src/lib/storage.ts), from SPEC §9's names. */
const ORDEM: Record<string, string> = {
  secureStorage: Drivers.SecureStorage,
  indexedDB: Drivers.IndexedDB,
  localStorage: Drivers.LocalStorage,
};
function novoStore(nome = 'portal') {
  return new Storage({
    name: nome,
    storeName: 'portal',
    driverOrder: CONSTANTES.storage.drivers.map((d) => ORDEM[d] ?? d),
    size: CONSTANTES.storage.tamanho,
    version: CONSTANTES.storage.versao,
  });
}

beforeEach(() => {
  cofre.clear();
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

// The web case runs first: localforage keeps defined drivers for the whole process, as a device would.
describe('on the web', () => {
  it('defines no secure driver: IndexedDB is tried, then local storage wins under jsdom', async () => {
    usarPlataforma('web');
    const store = novoStore();
    const defineDriver = vi.spyOn(store, 'defineDriver');
    await expect(defineSecureStorageDriver(store)).resolves.toBe(false);
    expect(defineDriver).not.toHaveBeenCalled();
    await store.create();
    expect(store.driver).toBe(Drivers.LocalStorage);
    await store.set('usuario', { nompessoa: 'Ana' });
    expect(cofre.size).toBe(0);
    expect(await store.get('usuario')).toEqual({ nompessoa: 'Ana' });
  });

  it('the secure driver reports itself unsupported outside the native shells', async () => {
    usarPlataforma('web');
    const suporte = createSecureStorageDriver()._support as () => Promise<boolean>;
    await expect(suporte()).resolves.toBe(false);
  });
});

describe.each(['android', 'ios'] as const)('on %s', (plataforma) => {
  it('the store picks secure storage first, and values land in the Keychain/Keystore, not in local storage', async () => {
    usarPlataforma(plataforma);
    const store = novoStore(`portal-${plataforma}`);
    await expect(defineSecureStorageDriver(store)).resolves.toBe(true);
    await store.create();
    expect(store.driver).toBe(Drivers.SecureStorage);
    expect(store.driver).toBe('ionicSecureStorage');

    await store.set('usuario', { nompessoa: 'Ana', lsttelefone: [{ ddd: '11', tel: '999990000' }] });
    await store.set('jwt', 'abc.def.ghi');
    await store.set('selectedStudentIndex', 0);
    expect(localStorage.length).toBe(0);
    expect(cofre.get(`portal-${plataforma}/portal/jwt`)).toBe('"abc.def.ghi"');

    expect(await store.get('usuario')).toEqual({
      nompessoa: 'Ana',
      lsttelefone: [{ ddd: '11', tel: '999990000' }],
    });
    expect(await store.get('jwt')).toBe('abc.def.ghi');
    expect(await store.get('selectedStudentIndex')).toBe(0);
    expect(await store.get('ausente')).toBeNull();
    expect((await store.keys()).sort()).toEqual(['jwt', 'selectedStudentIndex', 'usuario']);
    expect(await store.length()).toBe(3);

    await store.remove('jwt');
    expect(await store.get('jwt')).toBeNull();

    const vistos: string[] = [];
    await store.forEach((_valor, chave) => {
      vistos.push(chave);
    });
    expect(vistos.sort()).toEqual(['selectedStudentIndex', 'usuario']);
  });

  it("clear() empties only this store, leaving other apps' and stores' secure keys", async () => {
    usarPlataforma(plataforma);
    cofre.set('outra-coisa', '"fica"');
    const store = novoStore(`limpa-${plataforma}`);
    await defineSecureStorageDriver(store);
    await store.create();
    await store.set('config', { codempresa: 1 });
    await store.clear();
    expect(await store.keys()).toEqual([]);
    expect([...cofre.keys()]).toEqual(['outra-coisa']);
  });
});

describe('createSecureStorageDriver', () => {
  it('answers callbacks as localforage drivers must, and key(i) by position', async () => {
    const driver = createSecureStorageDriver();
    await driver._initStorage({ name: 'cb', storeName: 'kv' });
    const gravado = await new Promise((resolve) => driver.setItem('a', [1, 2], (_e, v) => resolve(v)));
    expect(gravado).toEqual([1, 2]);
    await driver.setItem('b', undefined);
    expect(await driver.getItem('b')).toBeNull();
    const lido = await new Promise((resolve) => driver.getItem('a', (_e, v) => resolve(v)));
    expect(lido).toEqual([1, 2]);
    expect(await driver.key(0)).toBe('a');
    expect(await driver.key(5)).toBeNull();
    const erro = await new Promise((resolve) => {
      cofre.set('cb/kv/quebrado', '{não é json');
      driver.getItem('quebrado', (e) => resolve(e)).catch(() => {});
    });
    expect(erro).toBeInstanceOf(SyntaxError);
  });

  it('stops iterate at the first defined result, as localforage does', async () => {
    const driver = createSecureStorageDriver();
    await driver._initStorage({ name: 'it', storeName: 'kv' });
    await driver.setItem('x', 1);
    await driver.setItem('y', 2);
    const resultado = await driver.iterate<number, string | undefined>((valor, chave) =>
      valor === 1 ? `achei ${chave}` : undefined,
    );
    expect(resultado).toBe('achei x');
  });
});
