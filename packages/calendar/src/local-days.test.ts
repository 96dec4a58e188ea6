import { describe, expect, it } from 'vitest';
import { dateOfEpochDay, dayIndexOf, daysInMonth, epochDayOfDate, localDays, localDaysOfMonth, windowOfDays } from './local-days';

describe('local days', () => {
  it('numbers 31 days in March 2024 in Berlin, the DST day 23 hours long, noon at local noon', () => {
    const days = localDaysOfMonth(2024, 3, 'Europe/Berlin');
    expect(days).toHaveLength(31);
    expect(days[0]?.date).toBe('2024-03-01');
    expect(days[30]?.date).toBe('2024-03-31');
    expect(days[0]?.start.toISOString()).toBe('2024-02-29T23:00:00.000Z');
    expect(days[0]?.noon.toISOString()).toBe('2024-03-01T11:00:00.000Z');
    const changeDay = days[30]!;
    expect(changeDay.start.toISOString()).toBe('2024-03-30T23:00:00.000Z');
    expect(changeDay.noon.toISOString()).toBe('2024-03-31T10:00:00.000Z');
    expect(changeDay.end.toISOString()).toBe('2024-03-31T22:00:00.000Z');
    expect(changeDay.end.getTime() - changeDay.start.getTime()).toBe(23 * 3_600_000);
    days.slice(1).forEach((day, index) => expect(day.start).toEqual(days[index]!.end));
  });

  it('makes the fall-back day 25 hours long', () => {
    const [day] = localDays('2024-10-27', 1, 'Europe/Berlin');
    expect(day!.end.getTime() - day!.start.getTime()).toBe(25 * 3_600_000);
  });

  it('starts a day whose midnight is skipped at the end of the gap (Santiago, 2024-09-08)', () => {
    const [day] = localDays('2024-09-08', 1, 'America/Santiago');
    expect(day!.start.toISOString()).toBe('2024-09-08T04:00:00.000Z');
  });

  it('gives the window of a run of days and finds the day of an instant', () => {
    const days = localDays('2024-03-30', 2, 'Europe/Berlin');
    expect(windowOfDays(days)).toEqual({ start: days[0]!.start, end: days[1]!.end });
    expect(dayIndexOf(days, new Date('2024-03-30T22:59:59.000Z'))).toBe(0);
    expect(dayIndexOf(days, new Date('2024-03-30T23:00:00.000Z'))).toBe(1);
    expect(dayIndexOf(days, new Date('2024-03-31T22:00:00.000Z'))).toBe(-1);
  });

  it('round-trips dates and knows month lengths', () => {
    expect(dateOfEpochDay(epochDayOfDate('2024-02-29'))).toBe('2024-02-29');
    expect(epochDayOfDate('1970-01-02')).toBe(1);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
  });

  it('refuses dates that do not exist and months outside 1..12', () => {
    expect(() => epochDayOfDate('2023-02-30', 'startDate')).toThrow(/startDate must be an existing date/);
    expect(() => epochDayOfDate('2023-2-3')).toThrow(expect.objectContaining({ code: 'invalid_argument' }));
    expect(() => localDaysOfMonth(2024, 13, 'UTC')).toThrow(/month must be an integer from 1 to 12/);
  });
});
