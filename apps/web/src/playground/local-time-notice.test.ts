import { describe, expect, it } from 'vitest';
import { localTimeNotice } from './local-time-notice';

const lisbon = (date: string) => ({ date, time: '01:30', timezone: 'Europe/Lisbon' });

describe('localTimeNotice', () => {
  it('says a skipped local time never happened and which instant the chart uses', () => {
    expect(localTimeNotice({ Warnings: ['nonexistent_local_time'], BirthDateUtc: '2021-03-28T01:30:00.000Z' }, lisbon('2021-03-28'))).toBe(
      '01:30 on 2021-03-28 in Europe/Lisbon never happened: the clocks jumped forward over it (a daylight-saving change). ' +
        'The chart uses 2021-03-28 01:30 UTC, reading the time with the offset in force just before the jump. Check the birth time.',
    );
  });

  it('says a repeated local time happened twice and that the chart uses the earlier one', () => {
    const text = localTimeNotice({ Warnings: ['ambiguous_local_time'], BirthDateUtc: '2021-10-31T00:30:00.000Z' }, lisbon('2021-10-31'));
    expect(text).toContain('happened twice');
    expect(text).toContain('the earlier of the two, 2021-10-31 00:30 UTC');
  });

  it('says nothing for an ordinary time', () => {
    expect(localTimeNotice({ Warnings: [], BirthDateUtc: '2021-06-01T12:00:00.000Z' }, lisbon('2021-06-01'))).toBe('');
  });
});
