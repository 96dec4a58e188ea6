import type { CelebrityRecord } from '../celebrity-record';

/** The source note of every record whose birth time has not been published. */
export const DATE_ONLY_SOURCE = 'Birth date and place from public biographical records; no birth time has been published.';

/** The fields of a record whose birth time is unknown: everything but what that fact decides. */
export type DateOnlyFields = Omit<CelebrityRecord, 'birthTime' | 'timeKnown' | 'rating' | 'source'>;

/**
 * A record with a published birth date and place but no birth time: time `null`, `timeKnown: false`,
 * Rodden rating X and the standard source note, so the data files state only the facts.
 */
export function dateOnlyRecord(fields: DateOnlyFields): CelebrityRecord {
  const { id, slug, name, profession, category, birthDate, placeCheck, ...place } = fields;
  return {
    id,
    slug,
    name,
    profession,
    category,
    birthDate,
    birthTime: null,
    timeKnown: false,
    ...place,
    rating: 'X',
    source: DATE_ONLY_SOURCE,
    ...(placeCheck === undefined ? {} : { placeCheck }),
  };
}
