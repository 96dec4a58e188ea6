import { isValidTimeZone } from '@mandala/ephemeris';
import { describe, expect, it } from 'vitest';
import { CELEBRITY_CATEGORIES, RODDEN_RATINGS } from '../celebrity-record';
import { CELEBRITIES } from './all-celebrities';

describe('celebrity data', () => {
  it('has at least 300 records', () => {
    expect(CELEBRITIES.length).toBeGreaterThanOrEqual(300);
  });

  it('has unique ids and slugs', () => {
    expect(new Set(CELEBRITIES.map((record) => record.id)).size).toBe(CELEBRITIES.length);
    expect(new Set(CELEBRITIES.map((record) => record.slug)).size).toBe(CELEBRITIES.length);
  });

  it('gives every record a valid IANA zone', () => {
    const invalid = CELEBRITIES.filter((record) => !isValidTimeZone(record.timezone)).map((record) => record.slug);
    expect(invalid).toEqual([]);
  });

  it('dates every birth on a real day from 1800 on', () => {
    for (const record of CELEBRITIES) {
      const [year, month, day] = record.birthDate.split('-').map(Number);
      const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
      expect(date.toISOString().slice(0, 10), record.slug).toBe(record.birthDate);
      expect(record.birthDate >= '1800-01-01', record.slug).toBe(true);
    }
  });

  it('rates every record, and rates every record without a time X', () => {
    for (const record of CELEBRITIES) {
      expect(RODDEN_RATINGS, record.slug).toContain(record.rating);
      expect(record.timeKnown, record.slug).toBe(record.birthTime !== null);
      if (!record.timeKnown) expect(record.rating, record.slug).toBe('X');
      expect(record.source.length, record.slug).toBeGreaterThan(10);
    }
  });

  it('keeps coordinates plausible for the zone continent', () => {
    for (const record of CELEBRITIES) {
      expect(Math.abs(record.latitudeDegrees), record.slug).toBeLessThanOrEqual(90);
      expect(Math.abs(record.longitudeDegrees), record.slug).toBeLessThanOrEqual(180);
      // A zone's region and the hemisphere of its places agree (a swapped sign or latitude/longitude fails here).
      if (record.timezone.startsWith('America/')) expect(record.longitudeDegrees, record.slug).toBeLessThan(-30);
      if (record.timezone.startsWith('Asia/')) expect(record.longitudeDegrees, record.slug).toBeGreaterThan(25);
      if (record.timezone.startsWith('Europe/')) {
        expect(record.latitudeDegrees, record.slug).toBeGreaterThan(34);
        expect(record.longitudeDegrees, record.slug).toBeGreaterThan(-25);
      }
      if (record.timezone.startsWith('Australia/')) expect(record.latitudeDegrees, record.slug).toBeLessThan(-10);
    }
  });

  it('spreads across fields, eras and continents', () => {
    for (const category of CELEBRITY_CATEGORIES) {
      expect(CELEBRITIES.filter((record) => record.category === category).length, category).toBeGreaterThanOrEqual(25);
    }
    const centuries = new Set(CELEBRITIES.map((record) => record.birthDate.slice(0, 2)));
    expect([...centuries].sort()).toEqual(['18', '19', '20']);
    const regions = new Set(CELEBRITIES.map((record) => record.timezone.split('/')[0]));
    for (const region of ['Europe', 'America', 'Asia', 'Africa', 'Australia', 'Pacific']) expect(regions).toContain(region);
  });

  it('publishes birth times only with a named source and a rating better than X', () => {
    const timed = CELEBRITIES.filter((record) => record.timeKnown);
    expect(timed.length).toBeGreaterThanOrEqual(20);
    for (const record of timed) expect(['AA', 'A', 'B', 'C'], record.slug).toContain(record.rating);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(CELEBRITIES)).toBe(true);
    expect(CELEBRITIES.every((record) => Object.isFrozen(record))).toBe(true);
  });
});
