import { describe, expect, it } from 'vitest';
import { hojeEmBrasilia } from './hoje-em-brasilia.ts';

describe('hojeEmBrasilia', () => {
  it('is the calendar day in Brasília (UTC−3), not the UTC one', () => {
    expect(hojeEmBrasilia(new Date('2026-11-28T02:59:59Z'))).toBe('2026-11-27');
    expect(hojeEmBrasilia(new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-28');
    expect(hojeEmBrasilia(new Date('2027-01-01T01:00:00Z'))).toBe('2026-12-31');
  });

  it('never throws on an invalid date', () => {
    expect(hojeEmBrasilia(new Date('x'))).toBe('');
    expect(hojeEmBrasilia(null as never)).toBe('');
  });
});
