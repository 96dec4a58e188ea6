import { describe, expect, it } from 'vitest';
import { CalendarError } from '../errors';
import { resolveBirthMoment } from './birth-moment';

describe('resolveBirthMoment', () => {
  it('resolves the local birth time in its zone and keeps the local year and month', () => {
    const birth = resolveBirthMoment({ date: '2000-01-01T00:30', timezone: 'Europe/Berlin' });
    expect(birth.instant.toISOString()).toBe('1999-12-31T23:30:00.000Z');
    expect(birth.timezone).toBe('Europe/Berlin');
    expect(birth.localYear).toBe(2000);
    expect(birth.localMonth).toBe('2000-01');
  });

  it('names the canonical zone of an alias', () => {
    expect(resolveBirthMoment({ date: '1990-05-12T08:30', timezone: 'Asia/Calcutta' }).timezone).toBe('Asia/Kolkata');
  });

  it('follows the disambiguation of a time in a gap', () => {
    const gap = { date: '2024-03-31T02:30', timezone: 'Europe/Berlin' } as const;
    expect(resolveBirthMoment({ ...gap, disambiguation: 'earlier' }).instant.toISOString()).toBe('2024-03-31T00:30:00.000Z');
    expect(() => resolveBirthMoment({ ...gap, disambiguation: 'reject' })).toThrow(expect.objectContaining({ code: 'nonexistent_local_time' }));
  });

  it('rejects a birth that is not an object and lets the ephemeris reject a bad date or zone', () => {
    expect(() => resolveBirthMoment(null as never)).toThrow(CalendarError);
    expect(() => resolveBirthMoment({ date: '1990-13-01T00:00', timezone: 'UTC' })).toThrow(expect.objectContaining({ code: 'invalid_date' }));
    expect(() => resolveBirthMoment({ date: '1990-01-01T00:00', timezone: 'Mars/Olympus' })).toThrow(expect.objectContaining({ code: 'invalid_timezone' }));
  });
});
