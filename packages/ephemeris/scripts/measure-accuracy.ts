// Prints the accuracy table of the package README: the table path (longitudes and speeds of the eleven table
// bodies) against the Swiss Ephemeris fixture. Run: pnpm --filter @mandala/ephemeris exec tsx scripts/measure-accuracy.ts
import '../src/index'; // the Node entry: every span of the position tables
import { computeApparentLongitudes } from '../src/apparent-longitudes';
import { LONGITUDE_BODY_NAMES } from '../src/body-names';
import { longitudeDifferenceArcseconds, swissEphemerisRows } from '../test/swisseph-fixture';

const rows = swissEphemerisRows();
const subsets = [rows.slice(0, 1200), rows.slice(1200)];
const longitudes = new Float64Array(11);
const rates = new Float64Array(11);
const computed = rows.map((row) => {
  computeApparentLongitudes(row.julianDayUt, longitudes, rates);
  return { longitudes: Float64Array.from(longitudes), rates: Float64Array.from(rates) };
});
console.log('| body | mean ″ 1900-2100 | max ″ 1900-2100 | mean ″ 1800-2200 | max ″ 1800-2200 | max speed error °/day |');
console.log('|---|---|---|---|---|---|');
LONGITUDE_BODY_NAMES.forEach((body, index) => {
  const cells: string[] = [];
  let speedError = 0;
  let offset = 0;
  for (const subset of subsets) {
    let sum = 0;
    let max = 0;
    subset.forEach((row, position) => {
      const mine = computed[offset + position];
      const reference = row.bodies[body];
      if (mine === undefined || reference === undefined) return;
      const error = Math.abs(longitudeDifferenceArcseconds(mine.longitudes[index] as number, reference.longitude));
      sum += error;
      max = Math.max(max, error);
      speedError = Math.max(speedError, Math.abs((mine.rates[index] as number) - reference.speed));
    });
    offset += subset.length;
    cells.push((sum / subset.length).toFixed(3), max.toFixed(3));
  }
  console.log(`| ${body} | ${cells.join(' | ')} | ${speedError.toExponential(1)} |`);
});
