import { describe, expect, it } from 'vitest';
import { EphemerisError } from '../errors';
import { canonicalTimeZone, isValidTimeZone, listTimeZones, tzdataVersion } from './time-zone-names';

describe('time-zone names', () => {
  it('accepts canonical Area/Location names and UTC', () => {
    for (const name of ['America/New_York', 'Europe/Amsterdam', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/UTC', 'Etc/GMT+5']) {
      expect(isValidTimeZone(name), name).toBe(true);
    }
  });

  it('accepts backward links and resolves them to canonical zones', () => {
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York');
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
    expect(canonicalTimeZone('Etc/Zulu')).toBe('UTC');
    expect(canonicalTimeZone('Europe/Oslo')).toBe('Europe/Oslo'); // a zone of its own with backzone
  });

  it('ignores letter case and answers with the canonical spelling', () => {
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('utc')).toBe('UTC');
  });

  it.each([
    ['EST', 'abbreviation'],
    ['MST', 'abbreviation'],
    ['HST', 'abbreviation'],
    ['CET', 'abbreviation'],
    ['EST5EDT', 'abbreviation'],
    ['GMT', 'abbreviation'],
    ['Japan', 'abbreviation'],
    ['UTC-5', 'offset'],
    ['+02:00', 'offset'],
    ['GMT+1', 'offset'],
    ['Mars/Olympus_Mons', 'unknown_name'],
    ['', 'unknown_name'],
    ['constructor', 'unknown_name'],
    ['__proto__', 'unknown_name'],
  ])('refuses %s as %s, saying it is not properly formatted', (name, reason) => {
    expect(isValidTimeZone(name)).toBe(false);
    let thrown: unknown;
    try {
      canonicalTimeZone(name);
    } catch (error) {
      thrown = error;
    }
    expect(EphemerisError.isInstance(thrown)).toBe(true);
    const error = thrown as EphemerisError;
    expect(error.code).toBe('invalid_timezone');
    expect(error.message).toContain('not properly formatted');
    expect(error.details).toEqual({ timezone: name, reason });
  });

  it('refuses non-strings without throwing from isValidTimeZone', () => {
    expect(isValidTimeZone(undefined)).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
  });

  it('lists canonical zones only, sorted', () => {
    const zones = listTimeZones();
    expect(zones.length).toBeGreaterThan(400);
    expect(zones).toEqual([...zones].sort());
    expect(zones).toContain('Europe/Stockholm');
    expect(zones).toContain('UTC');
    expect(zones).not.toContain('US/Eastern');
    expect(zones).not.toContain('EST');
    expect(zones.every(isValidTimeZone)).toBe(true);
  });

  it('names the tz database version', () => {
    expect(tzdataVersion).toMatch(/^20\d\d[a-z]$/);
  });
});
