import { AUTHORITY_NAMES, TYPE_NAMES } from '@mandala/bodygraph';
import type { AuthorityName, TypeName } from '@mandala/bodygraph';
import { foldText } from '@mandala/reference-library';
import { CELEBRITY_CATEGORIES, type CelebrityCategory } from './celebrity-record';
import { invalidCelebrityQuery } from './errors';

/** The twelve profiles. */
export const PROFILE_NAMES: readonly string[] = Object.freeze([
  '1/3', '1/4', '2/4', '2/5', '3/5', '3/6', '4/6', '4/1', '5/1', '5/2', '6/2', '6/3',
]);

/** Other common spellings, folded and without spaces, mapped to the engine's name. */
const TYPE_ALIASES: Readonly<Record<string, TypeName>> = { mg: 'Manifesting Generator', mangen: 'Manifesting Generator' };
const AUTHORITY_ALIASES: Readonly<Record<string, AuthorityName>> = {
  solarplexus: 'Emotional',
  emotionalsolarplexus: 'Emotional',
  spleen: 'Splenic',
  egomanifest: 'Ego Manifested',
  egoprojected: 'Ego Projected',
  selfprojected: 'Self-Projected',
  gcenter: 'Self-Projected',
  environmental: 'Mental',
  outer: 'Mental',
  none: 'Lunar',
  noinnerauthority: 'Lunar',
};

function compactKey(value: string): string {
  return foldText(value).replace(/ /g, '');
}

function matchName<Name extends string>(
  field: string,
  value: unknown,
  names: readonly Name[],
  aliases: Readonly<Record<string, Name>>,
): Name {
  if (typeof value !== 'string') throw invalidCelebrityQuery(field, value, `one of ${names.join(', ')}`);
  const key = compactKey(value);
  const found = names.find((name) => compactKey(name) === key) ?? aliases[key];
  if (found === undefined) throw invalidCelebrityQuery(field, value, `one of ${names.join(', ')}`);
  return found;
}

/**
 * A type filter as the engine spells it. Case, spaces and hyphens are ignored (`projector`,
 * `manifesting-generator`), and `MG` is accepted. Throws `invalid_celebrity_query` for anything else.
 */
export function parseTypeFilter(value: unknown): TypeName {
  return matchName('type', value, TYPE_NAMES, TYPE_ALIASES);
}

/**
 * An authority filter as the engine spells it (`Splenic`, `splenic`, `self-projected`; also `Solar Plexus` and
 * `Spleen`, `None` for Lunar). Throws `invalid_celebrity_query` for anything else.
 */
export function parseAuthorityFilter(value: unknown): AuthorityName {
  return matchName('authority', value, AUTHORITY_NAMES, AUTHORITY_ALIASES);
}

/**
 * A profile filter as `5/1`; accepts `5/1`, `5-1`, `51`, `5 / 1` and the number 51. Throws
 * `invalid_celebrity_query` for a line pair that is not one of the 12 profiles.
 */
export function parseProfileFilter(value: unknown): string {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  const match = typeof text === 'string' ? /^\s*([1-6])\s*[/\-\s]?\s*([1-6])\s*$/.exec(text) : null;
  const profile = match === null ? undefined : `${match[1]}/${match[2]}`;
  if (profile === undefined || !PROFILE_NAMES.includes(profile)) {
    throw invalidCelebrityQuery('profile', value, `one of the 12 profiles (${PROFILE_NAMES.join(', ')}), also written 51 or 5-1`);
  }
  return profile;
}

/** A category filter (`science`, `Music`, ...). Throws `invalid_celebrity_query` for an unknown one. */
export function parseCategoryFilter(value: unknown): CelebrityCategory {
  return matchName('category', value, CELEBRITY_CATEGORIES, {});
}
