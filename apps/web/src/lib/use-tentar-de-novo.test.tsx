import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marcarComConexao, marcarSemConexao } from './conexao-voltou.ts';
import { esperaDaTentativa, useTentarDeNovo } from './use-tentar-de-novo.ts';

afterEach(() => {
  vi.useRealTimers();
  marcarComConexao();
});

describe('asking again for what did not arrive (issue 29)', () => {
  it('waits 2 s, then doubles, never more than a minute', () => {
    expect([0, 1, 2, 5, 9].map(esperaDaTentativa)).toEqual([2000, 4000, 8000, 60_000, 60_000]);
  });

  it('asks at once when the server answers another request again, not only on the browser’s online event', () => {
    vi.useFakeTimers();
    const tentar = vi.fn();
    // A page on its longest wait: a minute before it would ask again by itself.
    renderHook(() => useTentarDeNovo(true, 9, tentar));
    marcarSemConexao();
    vi.advanceTimersByTime(30_000);
    expect(tentar).not.toHaveBeenCalled();
    marcarComConexao();
    vi.advanceTimersByTime(0);
    expect(tentar).toHaveBeenCalledTimes(1);
    // Only the first answer after a failure says so.
    marcarComConexao();
    vi.advanceTimersByTime(0);
    expect(tentar).toHaveBeenCalledTimes(1);
  });

  it('a page with nothing missing asks nothing', () => {
    const tentar = vi.fn();
    renderHook(() => useTentarDeNovo(false, 0, tentar));
    vi.useFakeTimers();
    marcarSemConexao();
    marcarComConexao();
    vi.advanceTimersByTime(0);
    expect(tentar).not.toHaveBeenCalled();
  });
});
