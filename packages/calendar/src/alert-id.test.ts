import { describe, expect, it } from 'vitest';
import { alertId, stableId } from './alert-id';

describe('alert ids', () => {
  it('are 16 hex digits, equal for equal keys and different for different keys', () => {
    expect(stableId('a')).toMatch(/^[0-9a-f]{16}$/);
    expect(stableId('a')).toBe(stableId('a'));
    expect(stableId('a')).not.toBe(stableId('b'));
    expect(stableId('')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('round the instant to the minute', () => {
    const parts = {
      birthInstant: new Date('1990-05-12T06:30:00.000Z'),
      birthTimezone: 'Europe/Berlin',
      category: 'NewMoon',
      body: 'Moon',
      gates: [22],
    };
    const id = alertId({ ...parts, instant: new Date('2024-03-10T09:00:10.000Z') });
    expect(alertId({ ...parts, instant: new Date('2024-03-10T08:59:50.000Z') })).toBe(id);
    expect(alertId({ ...parts, instant: new Date('2024-03-10T09:01:00.000Z') })).not.toBe(id);
    expect(alertId({ ...parts, birthTimezone: 'UTC', instant: new Date('2024-03-10T09:00:10.000Z') })).not.toBe(id);
    expect(alertId({ ...parts, gates: [36], instant: new Date('2024-03-10T09:00:10.000Z') })).not.toBe(id);
  });
});
