import { describe, expect, it } from 'vitest';
import { formatUtcSecond, roundToSecond, stampInstant } from './instant-stamp';

describe('instant stamps', () => {
  it('rounds to the nearest second', () => {
    expect(roundToSecond(new Date('2024-03-10T09:00:00.499Z')).toISOString()).toBe('2024-03-10T09:00:00.000Z');
    expect(roundToSecond(new Date('2024-03-10T09:00:00.500Z')).toISOString()).toBe('2024-03-10T09:00:01.000Z');
  });

  it('writes Utc with Z and Local as wall time of the same rounded instant', () => {
    expect(formatUtcSecond(new Date('2024-03-10T09:00:59.600Z'))).toBe('2024-03-10T09:01:00.000Z');
    expect(stampInstant(new Date('2024-03-30T22:59:59.700Z'), 'Europe/Berlin')).toEqual({
      Utc: '2024-03-30T23:00:00.000Z',
      Local: '2024-03-31T00:00:00',
    });
    expect(stampInstant(new Date('2024-07-01T12:00:00.000Z'), 'America/New_York').Local).toBe('2024-07-01T08:00:00');
  });
});
