import { describe, expect, it } from 'vitest';
import { TIME_ZONE_MESSAGE, timeZoneSchema } from './time-zone';

describe('timeZoneSchema', () => {
  it('accepts IANA names and outputs the canonical spelling', () => {
    expect(timeZoneSchema.parse('Europe/Berlin')).toBe('Europe/Berlin');
    expect(timeZoneSchema.parse('europe/berlin')).toBe('Europe/Berlin');
    expect(timeZoneSchema.parse('UTC')).toBe('UTC');
  });

  it('refuses abbreviations, offsets and garbage with the "not properly formatted" message', () => {
    for (const value of ['EST', 'UTC-5', '+02:00', '', 42, null]) {
      const result = timeZoneSchema.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TIME_ZONE_MESSAGE);
    }
    expect(TIME_ZONE_MESSAGE).toMatch(/time zone is not properly formatted/);
  });
});
