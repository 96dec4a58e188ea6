// Issue 23, defect 11: forecast and calendar instants were written to whole seconds (`…:12Z`) while the chart and
// birth-time-range fields write milliseconds (`…:12.000Z`). Every UTC field now writes milliseconds. Issue 38: and
// they are real milliseconds, not a whole second written as `.000`.
import { natalChart } from '@mandala/bodygraph';
import { describe, expect, it } from 'vitest';
import { stampInstant } from './instant-stamp';
import { moonPhaseMonth } from './moon-phase-month';

const millisecondUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('UTC fields', () => {
  it('write milliseconds in calendar stamps, as the chart\'s BirthDateUtc does', () => {
    const instant = new Date('2026-03-01T07:10:11.600Z');
    expect(stampInstant(instant, 'Europe/Berlin')).toEqual({ Utc: '2026-03-01T07:10:11.600Z', Local: '2026-03-01T08:10:11' });
    expect(natalChart({ date: '1985-03-12T14:30', timezone: 'America/New_York' }, { version: 'v1' }).BirthDateUtc).toMatch(millisecondUtc);
  });

  it('write milliseconds in a whole calendar answer', () => {
    const utcFields = JSON.stringify(moonPhaseMonth({ year: 2026, month: 3, timezone: 'UTC' })).match(/"[A-Za-z]*Utc":"[^"]*"/g) ?? [];
    expect(utcFields.length).toBeGreaterThan(0);
    const values = utcFields.map((field) => field.split('":"')[1]?.slice(0, -1) ?? '');
    expect(values.filter((value) => !millisecondUtc.test(value))).toEqual([]);
    // The phases are solved to well under a millisecond: they are not all whole seconds.
    expect(values.filter((value) => !value.endsWith('.000Z')).length).toBeGreaterThan(0);
  });
});
