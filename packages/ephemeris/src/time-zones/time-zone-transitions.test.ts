import { describe, expect, it } from 'vitest';
import { EphemerisError } from '../errors';
import { timeZoneOffsetSeconds } from './time-zone-offset';
import { timeZoneTransitions } from './time-zone-transitions';

const newYork = 'America/New_York';

describe('timeZoneTransitions', () => {
  it('finds the spring-forward gap and the fall-back fold of New York in 2024', () => {
    const year = timeZoneTransitions(newYork, new Date('2024-01-01T00:00Z'), new Date('2025-01-01T00:00Z'));
    expect(year).toEqual([
      { instant: new Date('2024-03-10T07:00:00Z'), offsetSecondsBefore: -18_000, offsetSecondsAfter: -14_400, isDaylightSavingTimeAfter: true },
      { instant: new Date('2024-11-03T06:00:00Z'), offsetSecondsBefore: -14_400, offsetSecondsAfter: -18_000, isDaylightSavingTimeAfter: false },
    ]);
  });

  it('takes the span as (start, end]: a change at the start is left out, one at the end is kept', () => {
    const change = new Date('2024-03-10T07:00:00Z');
    expect(timeZoneTransitions(newYork, change, new Date('2024-03-11T00:00Z'))).toEqual([]);
    expect(timeZoneTransitions(newYork, new Date('2024-03-10T00:00Z'), change)).toHaveLength(1);
    expect(timeZoneTransitions(newYork, new Date(change.getTime() - 1), new Date(change.getTime() + 1))).toHaveLength(1);
  });

  it('reports the offsets the zone actually has on either side (Amsterdam 1937: +00:19:32 to +00:20)', () => {
    const [change] = timeZoneTransitions('Europe/Amsterdam', new Date('1937-06-30T00:00Z'), new Date('1937-07-02T00:00Z'));
    expect(change).toBeDefined();
    expect(change?.offsetSecondsBefore).toBe(timeZoneOffsetSeconds('Europe/Amsterdam', new Date((change?.instant.getTime() ?? 0) - 1000)));
    expect(change?.offsetSecondsAfter).toBe(timeZoneOffsetSeconds('Europe/Amsterdam', change?.instant ?? new Date(0)));
    expect(change?.offsetSecondsAfter).not.toBe(change?.offsetSecondsBefore);
  });

  it('follows the POSIX rule after the last explicit change (2150)', () => {
    const year = timeZoneTransitions(newYork, new Date('2150-01-01T00:00Z'), new Date('2151-01-01T00:00Z'));
    expect(year.map((each) => each.offsetSecondsAfter)).toEqual([-14_400, -18_000]);
  });

  it('lists nothing for a zone without changes and refuses a bad name', () => {
    expect(timeZoneTransitions('UTC', new Date('2024-01-01T00:00Z'), new Date('2025-01-01T00:00Z'))).toEqual([]);
    expect(() => timeZoneTransitions('Mars/Olympus', new Date(0), new Date(1))).toThrow(EphemerisError);
  });
});
