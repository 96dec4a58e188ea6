import { describe, expect, it } from 'vitest';
import { stampInstant } from './instant-stamp';

describe('instant stamps', () => {
  it('writes Utc to the millisecond, unrounded', () => {
    expect(stampInstant(new Date('2024-03-10T09:00:00.499Z'), 'UTC').Utc).toBe('2024-03-10T09:00:00.499Z');
    expect(stampInstant(new Date('2024-03-10T09:00:59.600Z'), 'UTC').Utc).toBe('2024-03-10T09:00:59.600Z');
  });

  it('writes Local as the wall-clock second the instant falls in', () => {
    expect(stampInstant(new Date('2024-03-30T22:59:59.700Z'), 'Europe/Berlin')).toEqual({
      Utc: '2024-03-30T22:59:59.700Z',
      Local: '2024-03-30T23:59:59',
    });
    expect(stampInstant(new Date('2024-03-31T01:00:00.000Z'), 'Europe/Berlin').Local).toBe('2024-03-31T03:00:00');
    expect(stampInstant(new Date('2024-07-01T12:00:00.000Z'), 'America/New_York').Local).toBe('2024-07-01T08:00:00');
  });
});
