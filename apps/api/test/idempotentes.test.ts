import { fichaDe, operacoes } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { registry } from '../src/operations/registry.ts';

describe('Idempotency-Key', () => {
  it("the server guards exactly the writes core's contracts declare, so the app sends a key wherever one is required", () => {
    const guardadas = [...registry.values()].filter((o) => o.idempotente).map((o) => o.coddao);
    const declaradas = Object.values(operacoes)
      .filter((o) => o.idempotente)
      .map((o) => o.coddao);
    expect(guardadas.sort((a, b) => a - b)).toEqual(declaradas.sort((a, b) => a - b));
    // What the app reads by number (without the schemas) is the same flag.
    for (const o of registry.values()) expect(fichaDe(o.coddao)?.idempotente === true).toBe(o.idempotente);
    // SPEC §7 names these two; the others are writes added since.
    expect(guardadas).toEqual(expect.arrayContaining([94, 483]));
  });
});
