// A zone as a birthplace inside it read its clocks: the same from the day the zone had standard time,
// and the birthplace's own local mean time before that.
import { isDstAt, offsetSecondsAt, type ZoneTable } from './zone-table';

const SECONDS_PER_DAY = 86_400;

/**
 * `offsetSeconds` moved by whole days to lie within half a day of `referenceOffsetSeconds`, so a
 * birthplace keeps its zone's side of the date line (Alaska before 1867 counted days as Asia did).
 */
export function nearestWholeDaysTo(offsetSeconds: number, referenceOffsetSeconds: number): number {
  return offsetSeconds + SECONDS_PER_DAY * Math.round((referenceOffsetSeconds - offsetSeconds) / SECONDS_PER_DAY);
}

/**
 * The zone table with its period before standard time (`table.beforeStandardTime`) replaced by the fixed
 * offset `offsetSeconds`; from the end of that period on it is the zone unchanged. A zone that always had
 * standard time is returned as is.
 */
export function birthplaceZoneTable(table: ZoneTable, offsetSeconds: number): ZoneTable {
  const before = table.beforeStandardTime;
  if (before === undefined) return table;
  const times = table.transitionSeconds;
  let first = 0;
  while (first < times.length && (times[first] ?? Infinity) < before.untilSeconds) first += 1;
  // The period can end at a change of name alone (Paris LMT → Paris Mean Time), which the table does not keep.
  const inserted = times[first] === before.untilSeconds ? 0 : 1;
  const count = times.length - first + inserted;
  const transitionSeconds = new Float64Array(count);
  const offsetSecondsAfter = new Int32Array(count);
  const isDstAfter = new Uint8Array(count);
  if (inserted === 1) {
    transitionSeconds[0] = before.untilSeconds;
    offsetSecondsAfter[0] = offsetSecondsAt(table, before.untilSeconds);
    isDstAfter[0] = isDstAt(table, before.untilSeconds) ? 1 : 0;
  }
  transitionSeconds.set(times.subarray(first), inserted);
  offsetSecondsAfter.set(table.offsetSecondsAfter.subarray(first), inserted);
  isDstAfter.set(table.isDstAfter.subarray(first), inserted);
  return { ...table, transitionSeconds, offsetSecondsAfter, isDstAfter, initialOffsetSeconds: offsetSeconds, initialIsDst: false };
}
