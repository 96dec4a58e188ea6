import { describe, expect, it } from 'vitest';
import type { CelebrityRecord } from '../src/celebrity-record';
import { CELEBRITIES } from '../src/data/all-celebrities';
import { distanceKm, isCalendarDate, validateCelebrityRecords } from './validate-celebrities';

const einstein = CELEBRITIES.find((record) => record.slug === 'albert-einstein') as CelebrityRecord;
const TODAY = new Date('2026-01-01T00:00:00Z');

function problemsOf(changes: Partial<Record<keyof CelebrityRecord, unknown>>): string[] {
  const record = { ...einstein, ...changes } as CelebrityRecord;
  return validateCelebrityRecords([record], { today: TODAY }).map((problem) => `${problem.field}: ${problem.message}`);
}

describe('validate-celebrities', () => {
  it('passes every shipped record', () => {
    expect(validateCelebrityRecords(CELEBRITIES)).toEqual([]);
  });

  it('passes an unchanged record', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('rejects an impossible date', () => {
    expect(problemsOf({ birthDate: '1900-02-29' })).toEqual(['birthDate: is not a real day written YYYY-MM-DD']);
    expect(problemsOf({ birthDate: '1879-04-31' })).toHaveLength(1);
    expect(problemsOf({ birthDate: '14.03.1879' })).toHaveLength(1);
  });

  it('rejects dates outside the ephemeris or in the future', () => {
    expect(problemsOf({ birthDate: '1799-12-31' })[0]).toMatch(/^birthDate: is before 1800-04-01/);
    expect(problemsOf({ birthDate: '2030-01-01' })).toEqual(['birthDate: is in the future']);
  });

  it('rejects an unknown zone', () => {
    expect(problemsOf({ timezone: 'Europe/Ulm' })).toContain('timezone: is not an IANA time zone name');
    expect(problemsOf({ timezone: 'CET' })).toContain('timezone: is not an IANA time zone name');
  });

  it('rejects a zone the atlas does not give the place, unless the offsets agree at the birth', () => {
    expect(problemsOf({ timezone: 'America/New_York' })[0]).toMatch(/^timezone: America\/New_York differs from the atlas's Europe\/Berlin/);
    // Marie Curie's Warsaw in 1867 and Europe/Warsaw agree; Europe/Berlin had another offset then.
    const curie = CELEBRITIES.find((record) => record.slug === 'marie-curie') as CelebrityRecord;
    expect(validateCelebrityRecords([{ ...curie, timezone: 'Europe/Berlin' }], { today: TODAY })).toHaveLength(1);
  });

  it('rejects coordinates far from the named place', () => {
    expect(problemsOf({ latitudeDegrees: -33.8688, longitudeDegrees: 151.2093 })[0]).toMatch(/^coordinates: are 16\d{3} km from "Ulm, Germany"/);
    expect(problemsOf({ latitudeDegrees: 48.7, longitudeDegrees: 9.99 })[0]).toMatch(/^coordinates: are 3\d km/);
    expect(problemsOf({ latitudeDegrees: 48.5, longitudeDegrees: 9.99 })).toEqual([]); // 11 km: fine
    expect(problemsOf({ latitudeDegrees: 123 })).toContain('coordinates: latitude must be within ±90° and longitude within ±180°');
  });

  it('rejects a birthplace the atlas does not know, unless a nearby town is named', () => {
    expect(problemsOf({ birthplace: 'Nowhereville, Atlantis' })[0]).toMatch(/not in the atlas; name a nearby town in placeCheck/);
    expect(problemsOf({ birthplace: 'Nowhereville, Atlantis', placeCheck: 'Ulm, Germany' })).toEqual([]);
  });

  it('rejects a missing or inconsistent rating', () => {
    expect(problemsOf({ rating: undefined })).toEqual(['rating: is missing']);
    expect(problemsOf({ rating: 'AAA' })).toEqual(['rating: must be one of AA, A, B, C, DD, X']);
    expect(problemsOf({ rating: 'X' })).toEqual(['rating: X and DD mean no trusted time, but a birth time is given']);
    expect(problemsOf({ birthTime: null, timeKnown: false, localMeanTime: undefined })).toEqual([
      'rating: a record without a birth time is rated X (or DD)',
    ]);
  });

  it('rejects an inconsistent or impossible time', () => {
    expect(problemsOf({ birthTime: null })).toContain('timeKnown: must be true exactly when birthTime is given');
    expect(problemsOf({ birthTime: '24:10' })).toContain('birthTime: must be HH:MM (00:00 to 23:59) or null');
    // 02:30 did not exist in New York on 1961-04-30 (clocks went from 02:00 to 03:00).
    const trump = CELEBRITIES.find((record) => record.slug === 'donald-trump') as CelebrityRecord;
    const problems = validateCelebrityRecords([{ ...trump, birthDate: '1961-04-30', birthTime: '02:30' }], { today: TODAY });
    expect(problems.map((problem) => problem.field)).toEqual(['birthTime']);
  });

  it('rejects duplicate ids and slugs, bad ids and slugs not derived from the name', () => {
    const problems = validateCelebrityRecords([einstein, einstein], { today: TODAY }).map((problem) => problem.field);
    expect(problems).toEqual(['id', 'slug']);
    expect(problemsOf({ id: 'not-a-uuid' })).toEqual(['id: must be a lower-case version 4 UUID']);
    expect(problemsOf({ slug: 'einstein' })).toEqual(['slug: must be derived from the name: "albert-einstein"']);
    expect(problemsOf({ category: 'physics' })[0]).toMatch(/^category: must be one of/);
    expect(problemsOf({ source: '' })).toEqual(['source: is missing, empty or has surrounding spaces']);
  });

  it('measures distance and calendar days', () => {
    expect(distanceKm(0, 0, 1, 0)).toBeCloseTo(111.195, 3); // one degree of a meridian on the mean Earth radius
    expect(distanceKm(48.3984, 9.9916, 48.1374, 11.5755)).toBeCloseTo(120.8, 1); // Ulm to Munich
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2100-02-29')).toBe(false);
  });
});
