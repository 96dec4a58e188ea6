import { describe, expect, it } from 'vitest';
import { civilFromDays, daysFromCivil, daysInMonth, isLeapYear, weekdayFromDays } from './civil-date';

describe('civil-date', () => {
  it('agrees with Date.UTC day numbers from 1600 to 2400', () => {
    for (let year = 1600; year <= 2400; year += 7) {
      for (let month = 1; month <= 12; month += 1) {
        const day = Math.min(28 + (year % 4), daysInMonth(year, month));
        const expected = Date.UTC(year, month - 1, day) / 86_400_000;
        expect(daysFromCivil(year, month, day)).toBe(expected);
        expect(civilFromDays(expected)).toEqual({ year, month, day });
      }
    }
  });

  it('round-trips every day from year 0 to 2500', () => {
    const first = daysFromCivil(0, 1, 1);
    const last = daysFromCivil(2500, 12, 31);
    let previous = civilFromDays(first - 1);
    const failures: number[] = [];
    for (let days = first; days <= last; days += 1) {
      const date = civilFromDays(days);
      const continues =
        date.day === 1 ? previous.day === daysInMonth(previous.year, previous.month) : date.day === previous.day + 1;
      if (daysFromCivil(date.year, date.month, date.day) !== days || !continues) failures.push(days);
      previous = date;
    }
    expect(failures).toEqual([]);
    expect(previous).toEqual({ year: 2500, month: 12, day: 31 });
  });

  it('knows leap years and month lengths', () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2024, 4)).toBe(30);
  });

  it('gives weekdays with Sunday = 0', () => {
    expect(weekdayFromDays(0)).toBe(4); // 1970-01-01, Thursday
    expect(weekdayFromDays(daysFromCivil(2021, 3, 14))).toBe(0); // a Sunday
    expect(weekdayFromDays(daysFromCivil(1900, 1, 1))).toBe(1); // a Monday
  });
});
