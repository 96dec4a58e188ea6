import { describe, expect, it } from 'vitest';
import { swissEphemerisRows } from '../test/swisseph-fixture';
import { deltaTSeconds, deltaTSecondsAtJulianDayUt } from './delta-t';
import { DELTA_T_SECONDS_BY_YEAR } from './generated/delta-t.generated';
import { EphemerisError } from './errors';

describe('deltaTSeconds', () => {
  it('reproduces Swiss Ephemeris ΔT at the fixture instants (max 0.05 s, mean 0.002 s)', () => {
    const rows = swissEphemerisRows();
    let sum = 0;
    for (const row of rows) {
      const error = Math.abs(deltaTSecondsAtJulianDayUt(row.julianDayUt) - row.deltaTSeconds);
      expect(error, `ΔT error ${error.toFixed(4)} s at JD ${row.julianDayUt} exceeds 0.05 s`).toBeLessThan(0.05);
      sum += error;
    }
    expect(sum / rows.length).toBeLessThan(0.002);
  });

  it('matches the tabulated value on 1 January', () => {
    expect(deltaTSeconds(new Date('2000-01-01T00:00:00Z'))).toBeCloseTo(DELTA_T_SECONDS_BY_YEAR[200] as number, 9);
    expect(deltaTSeconds(new Date('1900-01-01T00:00:00Z'))).toBeCloseTo(DELTA_T_SECONDS_BY_YEAR[100] as number, 9);
    expect(DELTA_T_SECONDS_BY_YEAR[200]).toBeCloseTo(63.83, 1);
  });

  it('throws date_out_of_range outside 1800-2200', () => {
    expect(() => deltaTSeconds(new Date('1799-06-01T00:00:00Z'))).toThrow(EphemerisError);
    expect(() => deltaTSeconds(new Date('2201-01-01T00:00:00Z'))).toThrow(expect.objectContaining({ code: 'date_out_of_range' }));
  });
});
