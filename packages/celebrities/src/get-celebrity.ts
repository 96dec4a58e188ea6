import { celebrityBirthDayRange } from './birth-day-range';
import { celebrityNatalChart } from './celebrity-chart';
import type { CelebrityRecord } from './celebrity-record';
import { detailOf, type CelebrityDetail } from './celebrity-views';
import { CELEBRITIES } from './data/all-celebrities';
import { CelebrityError } from './errors';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let recordsByKey: Map<string, CelebrityRecord> | undefined;

function index(): Map<string, CelebrityRecord> {
  if (recordsByKey === undefined) {
    recordsByKey = new Map();
    for (const record of CELEBRITIES) {
      recordsByKey.set(record.id, record);
      recordsByKey.set(record.slug, record);
    }
  }
  return recordsByKey;
}

/**
 * The record with this slug (`albert-einstein`) or UUID, ignoring letter case and surrounding spaces;
 * `undefined` when there is none or the key is not a string.
 */
export function findCelebrityRecord(slugOrId: unknown): CelebrityRecord | undefined {
  if (typeof slugOrId !== 'string') return undefined;
  const key = slugOrId.trim().toLowerCase();
  if (key === '') return undefined;
  return index().get(key);
}

/** The detail of a record; the birth-day range is a copy of the cached one, so the caller owns all of it. */
function detailOfRecord(record: CelebrityRecord): CelebrityDetail {
  const overBirthDay = celebrityBirthDayRange(record);
  return detailOf(record, celebrityNatalChart(record, 'v3'), overBirthDay === null ? null : structuredClone(overBirthDay));
}

/**
 * Birth information plus the full v3 chart of the person with this slug or UUID. The chart is computed
 * by the engine on every call (a few milliseconds). For a record without a birth time, `OverBirthDay` adds what
 * holds over the whole birth day (computed on first use, about 1 ms, then kept). Numeric identifiers are not used
 * by this package.
 *
 * @throws CelebrityError `celebrity_not_found` when no record has that slug or id.
 * @example getCelebrity('albert-einstein').Chart.Type
 */
export function getCelebrity(slugOrId: string): CelebrityDetail {
  const record = findCelebrityRecord(slugOrId);
  if (record === undefined) {
    const kind = typeof slugOrId === 'string' && UUID_PATTERN.test(slugOrId.trim().toLowerCase()) ? 'id' : 'slug';
    throw new CelebrityError('celebrity_not_found', `No celebrity has the ${kind} ${JSON.stringify(slugOrId)}.`, {
      details: { slugOrId },
    });
  }
  return detailOfRecord(record);
}

/**
 * Like {@link getCelebrity}, but `undefined` instead of `celebrity_not_found` (for callers that map absence
 * themselves, such as a directory that answers 404).
 */
export function findCelebrity(slugOrId: unknown): CelebrityDetail | undefined {
  const record = findCelebrityRecord(slugOrId);
  return record === undefined ? undefined : detailOfRecord(record);
}
