/** Validation and splitting of a location search text (`City`, `City, Country`, `City, Region, CC`). */
import { foldText } from '@mandala/reference-library';
import { AtlasError } from './errors';

/** Longest accepted search text, in UTF-16 code units. */
export const MAXIMUM_QUERY_LENGTH = 200;
/** Fewest letters or digits accepted before the first comma. */
export const MINIMUM_NAME_LENGTH = 2;

/** A validated, folded search text. */
export interface LocationQuery {
  /** Folded text before the first comma: the place name or its start. */
  nameKey: string;
  /** Folded texts after each comma (countries, country codes, divisions), empty ones dropped. */
  qualifierKeys: string[];
  /** The whole text folded, for names that contain a comma themselves. */
  wholeKey: string;
}

/**
 * Validate and split a search text. Throws `AtlasError` `invalid_location_query` when `text` is
 * not a string, is longer than {@link MAXIMUM_QUERY_LENGTH}, or has fewer than
 * {@link MINIMUM_NAME_LENGTH} letters or digits before its first comma.
 */
export function parseLocationQuery(text: unknown): LocationQuery {
  if (typeof text !== 'string') {
    throw new AtlasError('invalid_location_query', 'The location query must be a string.', { details: { received: typeof text } });
  }
  if (text.length > MAXIMUM_QUERY_LENGTH) {
    throw new AtlasError('invalid_location_query', `The location query is longer than ${MAXIMUM_QUERY_LENGTH} characters.`, {
      details: { length: text.length, maximumLength: MAXIMUM_QUERY_LENGTH },
    });
  }
  const [namePart = '', ...qualifierParts] = text.split(',');
  const nameKey = foldText(namePart);
  if (nameKey.length < MINIMUM_NAME_LENGTH) {
    throw new AtlasError(
      'invalid_location_query',
      `The location query needs at least ${MINIMUM_NAME_LENGTH} letters or digits before any comma.`,
      { details: { query: text, minimumLength: MINIMUM_NAME_LENGTH } },
    );
  }
  return {
    nameKey,
    qualifierKeys: qualifierParts.map(foldText).filter((key) => key.length > 0),
    wholeKey: foldText(text),
  };
}
