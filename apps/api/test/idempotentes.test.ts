import { CODDAO_IDEMPOTENTES } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { registry } from '../src/operations/registry.ts';

describe('Idempotency-Key', () => {
  it('the server guards exactly the writes core lists, so the app sends a key wherever one is required', () => {
    const guardadas = [...registry.values()].filter((o) => o.idempotente).map((o) => o.coddao);
    expect(guardadas.sort((a, b) => a - b)).toEqual([...CODDAO_IDEMPOTENTES].sort((a, b) => a - b));
  });
});
