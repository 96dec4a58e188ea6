// The returns against Swiss Ephemeris 2.10.03 (test/fixtures/returns-swisseph.json): 48 seeded random births
// 1900-2100, each with a solar return, a month of lunar returns and every pass of Saturn, Chiron and Uranus
// (scanned far wider than the returns' own spans). Figures: scripts/returns-measure-accuracy.ts.
import { describe, expect, it } from 'vitest';
import { cycleReturns, lunarReturn, solarReturn } from '../src/returns';
import { compareReturns, swissEphemerisReturns } from '../scripts/returns-compare-swisseph';

describe('returns against Swiss Ephemeris', () => {
  const { compared, mismatches } = compareReturns();
  const ofKind = (kind: string) => compared.filter((each) => each.kind === kind);

  it('finds exactly the passes Swiss Ephemeris finds, none missed at a station and none extra', () => {
    expect(mismatches).toEqual([]);
    expect(ofKind('solar')).toHaveLength(48);
    expect(ofKind('lunar').length).toBeGreaterThanOrEqual(48);
    expect(ofKind('saturn').length).toBeGreaterThan(150);
    expect(ofKind('chiron').length).toBeGreaterThan(48);
    expect(ofKind('uranus-opposition').length).toBeGreaterThan(48);
  });

  it('puts the Sun and Moon returns within 1 s, Saturn and Uranus within 0.05″ of motion, Chiron within 2″', () => {
    const over = compared.filter((each) => Math.abs(each.differenceSeconds) > each.allowedSeconds);
    expect(over.map((each) => `${each.kind} birth ${each.birth}: ${each.differenceSeconds.toFixed(2)} s > ${each.allowedSeconds.toFixed(2)} s`)).toEqual([]);
    for (const each of compared) {
      const arcseconds = each.kind === 'chiron' ? 2 : each.kind === 'saturn' || each.kind === 'uranus-opposition' ? 0.05 : Number.POSITIVE_INFINITY;
      expect(each.differenceArcseconds).toBeLessThanOrEqual(arcseconds);
    }
  });

  it('has Saturn returns with three passes, and every event alternates direction from pass to pass', () => {
    const events = new Map<string, typeof compared>();
    for (const each of compared.filter((row) => row.kind !== 'solar' && row.kind !== 'lunar')) {
      const key = `${each.kind}/${each.birth}/${each.number}`;
      events.set(key, [...(events.get(key) ?? []), each]);
    }
    const saturnThreePass = [...events.entries()].filter(([key, passes]) => key.startsWith('saturn/') && passes.length === 3);
    expect(saturnThreePass.length).toBeGreaterThan(10);
    for (const passes of events.values()) {
      expect(passes.length % 2).toBe(1);
      passes.forEach((pass, index) => {
        const forwards = index % 2 === 0;
        expect(pass.speedDegreesPerDay > 0).toBe(forwards);
        expect(pass.oursSpeedDegreesPerDay > 0).toBe(forwards);
      });
    }
  });

  it('reports the same instants through the public functions, to the millisecond', () => {
    const births = swissEphemerisReturns().births;
    births.slice(0, 12).forEach((fixtureBirth, index) => {
      const birth = { date: fixtureBirth.date, timezone: fixtureBirth.timezone };
      const rounded = (kind: string, number = 1) =>
        compared.filter((each) => each.birth === index && each.kind === kind && each.number === number).map((each) => each.ours.toISOString());
      expect(solarReturn({ birth, year: fixtureBirth.solar.year }).Return.Utc).toBe(rounded('solar')[0]);
      expect(lunarReturn({ birth, month: fixtureBirth.lunar.month }).Returns.map((each) => each.Utc)).toEqual(rounded('lunar'));
      const saturn = cycleReturns({ birth, kind: 'saturn', asOf: new Date('2026-01-01T00:00:00Z') });
      for (const event of saturn.Returns) expect(event.Passes.map((each) => each.Utc)).toEqual(rounded('saturn', event.Number));
    });
  });
});
