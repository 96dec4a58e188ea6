// Guards the fall-back fold: 2021-11-07T01:30 happened twice in New York.
import { describe, expect, it } from 'vitest';
import { resolveLocalTime } from './resolve-local-time';

const date = '2021-11-07T01:30';
const timezone = 'America/New_York';

describe('DST fold in New York, 2021-11-07T01:30', () => {
  it('takes the earlier (EDT) instant by default and warns', () => {
    const resolved = resolveLocalTime({ date, timezone });
    expect(resolved.instant.toISOString()).toBe('2021-11-07T05:30:00.000Z');
    expect(resolved.offsetSeconds).toBe(-4 * 3600);
    expect(resolved.warnings).toEqual(['ambiguous_local_time']);
    expect(resolveLocalTime({ date, timezone, disambiguation: 'earlier' }).instant.toISOString()).toBe('2021-11-07T05:30:00.000Z');
  });

  it('takes the EST instant with later', () => {
    const later = resolveLocalTime({ date, timezone, disambiguation: 'later' });
    expect(later.instant.toISOString()).toBe('2021-11-07T06:30:00.000Z');
    expect(later.offsetSeconds).toBe(-5 * 3600);
    expect(later.warnings).toEqual(['ambiguous_local_time']);
  });

  it('throws ambiguous_local_time with reject', () => {
    expect(() => resolveLocalTime({ date, timezone, disambiguation: 'reject' })).toThrow(
      expect.objectContaining({ name: 'EphemerisError', code: 'ambiguous_local_time' }),
    );
  });

  it('is unambiguous just outside the fold', () => {
    expect(resolveLocalTime({ date: '2021-11-07T00:59:59', timezone }).warnings).toEqual([]);
    expect(resolveLocalTime({ date: '2021-11-07T02:00', timezone }).warnings).toEqual([]);
  });
});
