import { STORAGE_KEYS } from '@portal/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createListCache } from './list-cache.ts';

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('list cache (SPEC §4)', () => {
  it('marks a key loaded after a fetch with data and serves it from memory afterwards', async () => {
    const cache = createListCache();
    const buscar = vi.fn(async () => [{ id: 1 }]);
    expect(await cache.get('a', buscar)).toEqual([{ id: 1 }]);
    expect(await cache.get('a', buscar)).toEqual([{ id: 1 }]);
    expect(buscar).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.listasCache) ?? '{}')).toEqual({ a: [{ id: 1 }] });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.carregadoCache) ?? '{}')).toEqual({ a: true });
  });

  it('leaves the key not loaded after an empty answer or a failure, so the next request retries', async () => {
    const cache = createListCache();
    const vazio = vi.fn(async () => []);
    expect(await cache.get('b', vazio)).toEqual([]);
    expect(cache.isLoaded('b')).toBe(false);
    const falha = vi.fn(async () => {
      throw new Error('rede');
    });
    expect(await cache.get('b', falha)).toEqual([]);
    expect(cache.isLoaded('b')).toBe(false);
    expect(await cache.get('b', async () => [7])).toEqual([7]);
    expect(cache.isLoaded('b')).toBe(true);
  });

  it('restores from session storage, and reset clears memory only', async () => {
    const primeira = createListCache();
    await primeira.get('c', async () => ['x']);
    const segunda = createListCache();
    const buscar = vi.fn(async () => ['y']);
    expect(await segunda.get('c', buscar)).toEqual(['x']);
    expect(buscar).not.toHaveBeenCalled();
    segunda.reset();
    expect(segunda.isLoaded('c')).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.listasCache)).toContain('"c"');
    expect(await segunda.get('c', buscar)).toEqual(['y']);
  });

  it('shares one fetch between simultaneous requests for a key', async () => {
    const cache = createListCache();
    const buscar = vi.fn(async () => [1]);
    await Promise.all([cache.get('d', buscar), cache.get('d', buscar)]);
    expect(buscar).toHaveBeenCalledTimes(1);
  });
});
