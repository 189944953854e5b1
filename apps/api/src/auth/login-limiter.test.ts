import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.ts';

describe('LoginLimiter', () => {
  const limites = { porUsuario: 3, porEndereco: 5, janelaMs: 60_000 };

  it('blocks a user after the limit of failures and frees it when the window ends', () => {
    const l = new LoginLimiter(limites);
    for (let i = 0; i < 3; i++) l.registrarFalha('ana', '10.0.0.1', 1000);
    expect(l.retryAfter('ana', '10.0.0.2', 2000)).toBe(59);
    expect(l.retryAfter('bruno', '10.0.0.2', 2000)).toBe(0);
    expect(l.retryAfter('ana', '10.0.0.2', 61_001)).toBe(0);
  });

  it('blocks an address that fails for many users', () => {
    const l = new LoginLimiter(limites);
    for (const u of ['a', 'b', 'c', 'd', 'e']) l.registrarFalha(u, '10.0.0.9', 0);
    expect(l.retryAfter('novo', '10.0.0.9', 10)).toBeGreaterThan(0);
    expect(l.retryAfter('novo', '10.0.0.8', 10)).toBe(0);
  });

  it('a success clears the user’s count but not the address’s', () => {
    const l = new LoginLimiter({ ...limites, porEndereco: 3 });
    for (let i = 0; i < 2; i++) l.registrarFalha('ana', '10.0.0.1', 0);
    l.registrarSucesso('ana');
    l.registrarFalha('ana', '10.0.0.1', 0);
    expect(l.retryAfter('ana', '10.0.0.2', 1)).toBe(0);
    expect(l.retryAfter('outra', '10.0.0.1', 1)).toBeGreaterThan(0);
  });
});
