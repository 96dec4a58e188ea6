// Reads test/fixtures/swisseph-positions.json (Swiss Ephemeris 2.10.03 output; see test/fixtures/README.md).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface FixtureRow {
  julianDayUt: number;
  deltaTSeconds: number;
  /** Longitude (degrees) and speed (degrees/day) per body name. */
  bodies: Record<string, { longitude: number; speed: number }>;
}

interface FixtureFile {
  columns: string[];
  rows: number[][];
}

let cached: FixtureRow[] | undefined;

/** All rows: 0-1199 are random instants 1900-2100 UT, 1200-1399 random instants 1800-2200 UT. */
export function swissEphemerisRows(): FixtureRow[] {
  if (cached !== undefined) return cached;
  const path = fileURLToPath(new URL('./fixtures/swisseph-positions.json', import.meta.url));
  const file = JSON.parse(readFileSync(path, 'utf8')) as FixtureFile;
  cached = file.rows.map((values) => {
    const bodies: FixtureRow['bodies'] = {};
    file.columns.forEach((column, index) => {
      const [name, field] = column.split('.');
      if (name === undefined || field === undefined) return;
      const entry = (bodies[name] ??= { longitude: Number.NaN, speed: Number.NaN });
      if (field === 'longitude') entry.longitude = values[index] as number;
      if (field === 'speed') entry.speed = values[index] as number;
    });
    return { julianDayUt: values[0] as number, deltaTSeconds: values[1] as number, bodies };
  });
  return cached;
}

/** Signed difference a − b of two longitudes in arcseconds, wrapped into (−648000, 648000]. */
export function longitudeDifferenceArcseconds(aDegrees: number, bDegrees: number): number {
  let difference = ((aDegrees - bDegrees) * 3600) % 1_296_000;
  if (difference > 648_000) difference -= 1_296_000;
  if (difference <= -648_000) difference += 1_296_000;
  return difference;
}

/** ISO text of a Julian day (UT), for error messages. */
export function isoOfJulianDayUt(julianDayUt: number): string {
  return new Date((julianDayUt - 2_440_587.5) * 86_400_000).toISOString();
}
