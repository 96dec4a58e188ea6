import { describe, expect, it } from 'vitest';
import { daysFromCivil } from './civil-date';
import { dayOfRule, parsePosixTzRule, ruleTransitionsOfYear } from './posix-tz-rule';

const utcSeconds = (iso: string) => Date.parse(iso) / 1000;

describe('parsePosixTzRule', () => {
  it('reads fixed offsets, east positive, with minutes and quoted names', () => {
    expect(parsePosixTzRule('GMT0')).toEqual({ standardOffsetSeconds: 0 });
    expect(parsePosixTzRule('IST-5:30')).toEqual({ standardOffsetSeconds: 19_800 });
    expect(parsePosixTzRule('<-03>3')).toEqual({ standardOffsetSeconds: -10_800 });
    expect(parsePosixTzRule('<+0545>-5:45')).toEqual({ standardOffsetSeconds: 20_700 });
  });

  it('reads daylight rules with default and explicit times', () => {
    expect(parsePosixTzRule('EST5EDT,M3.2.0,M11.1.0')).toEqual({
      standardOffsetSeconds: -18_000,
      daylight: {
        offsetSeconds: -14_400,
        start: { kind: 'month-week-weekday', month: 3, week: 2, weekday: 0 },
        startTimeSeconds: 7200,
        end: { kind: 'month-week-weekday', month: 11, week: 1, weekday: 0 },
        endTimeSeconds: 7200,
      },
    });
    const greenland = parsePosixTzRule('<-02>2<-01>,M3.5.0/-1,M10.5.0/0');
    expect(greenland.daylight?.startTimeSeconds).toBe(-3600);
    expect(parsePosixTzRule('EET-2EEST,M3.4.4/50,M10.4.4/50').daylight?.endTimeSeconds).toBe(50 * 3600);
    expect(parsePosixTzRule('XXX3YYY,J60/2,100').daylight?.start).toEqual({ kind: 'julian-without-leap-day', day: 60 });
  });

  it('refuses malformed strings', () => {
    for (const text of ['', 'EST', '5', 'EST5EDT', 'EST5EDT,M3.2.0', 'EST5EDT,M3.2.0,M11.1.0,', 'EST5EDT,Q3,M11.1.0']) {
      expect(() => parsePosixTzRule(text), text).toThrow(expect.objectContaining({ code: 'invalid_argument' }));
    }
  });
});

describe('rule dates and transitions', () => {
  it('finds the n-th and last weekday of a month', () => {
    const rule = { kind: 'month-week-weekday', month: 3, week: 2, weekday: 0 } as const;
    expect(dayOfRule(rule, 2021)).toBe(daysFromCivil(2021, 3, 14));
    expect(dayOfRule({ ...rule, week: 5 }, 2021)).toBe(daysFromCivil(2021, 3, 28));
    expect(dayOfRule({ ...rule, month: 10, week: 5 }, 2150)).toBe(daysFromCivil(2150, 10, 25));
  });

  it('counts Julian days with and without the leap day', () => {
    expect(dayOfRule({ kind: 'julian-without-leap-day', day: 60 }, 2024)).toBe(daysFromCivil(2024, 3, 1));
    expect(dayOfRule({ kind: 'zero-based-day', day: 59 }, 2024)).toBe(daysFromCivil(2024, 2, 29));
    expect(dayOfRule({ kind: 'zero-based-day', day: 59 }, 2023)).toBe(daysFromCivil(2023, 3, 1));
  });

  it('gives US transitions in UTC', () => {
    const rule = parsePosixTzRule('EST5EDT,M3.2.0,M11.1.0');
    expect(ruleTransitionsOfYear(rule, 2021)).toEqual([
      { atSeconds: utcSeconds('2021-03-14T07:00:00Z'), offsetSeconds: -14_400, isDaylightSavingTime: true },
      { atSeconds: utcSeconds('2021-11-07T06:00:00Z'), offsetSeconds: -18_000, isDaylightSavingTime: false },
    ]);
  });

  it('orders southern-hemisphere transitions (end before start)', () => {
    const rule = parsePosixTzRule('AEST-10AEDT,M10.1.0,M4.1.0/3');
    const [end, start] = ruleTransitionsOfYear(rule, 2100);
    expect(end?.isDaylightSavingTime).toBe(false);
    expect(end?.atSeconds).toBe(utcSeconds('2100-04-03T16:00:00Z')); // 03:00 AEDT
    expect(start?.atSeconds).toBe(utcSeconds('2100-10-02T16:00:00Z')); // 02:00 AEST
  });

  it('has no transitions without daylight time', () => {
    expect(ruleTransitionsOfYear(parsePosixTzRule('JST-9'), 2100)).toEqual([]);
  });
});
