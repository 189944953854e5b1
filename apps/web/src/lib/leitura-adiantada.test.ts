import { afterEach, expect, it, vi } from 'vitest';
import { adiantarLeitura, tomarLeituraAdiantada } from './leitura-adiantada.ts';

afterEach(() => {
  vi.useRealTimers();
});

it('gives the answer asked for ahead once, under its own key only', async () => {
  const pedir = vi.fn(async () => ({ alunos: [] }));
  adiantarLeitura('portal:lista:boletim:1:ctx', pedir);
  expect(pedir).toHaveBeenCalledOnce();
  expect(tomarLeituraAdiantada('portal:lista:boletim:2:ctx')).toBeNull();
  await expect(tomarLeituraAdiantada('portal:lista:boletim:1:ctx')).resolves.toEqual({ alunos: [] });
  // A second read (a refresh) asks the server again.
  expect(tomarLeituraAdiantada('portal:lista:boletim:1:ctx')).toBeNull();
});

it('asks nothing without a key and drops a stale answer', () => {
  const pedir = vi.fn(async () => 1);
  adiantarLeitura(null, pedir);
  expect(pedir).not.toHaveBeenCalled();
  expect(tomarLeituraAdiantada(null)).toBeNull();

  vi.useFakeTimers();
  adiantarLeitura('chave', pedir);
  vi.advanceTimersByTime(31_000);
  expect(tomarLeituraAdiantada('chave')).toBeNull();
});

it('a failed answer nobody takes is no unhandled rejection', async () => {
  adiantarLeitura('falha', () => Promise.reject(new Error('sem rede')));
  await new Promise((r) => setTimeout(r, 0));
  await expect(tomarLeituraAdiantada('falha')).rejects.toThrow('sem rede');
});
