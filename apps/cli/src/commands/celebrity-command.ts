import { findCelebrity, searchCelebrities } from '@mandala/celebrities';
import type { CelebrityDetail } from '@mandala/celebrities';
import { UsageError, parseCommandArguments } from '../cli-arguments';
import { textTable } from '../text-table';
import { readableChart } from './chart-command';

export const celebrityUsage = 'mandala celebrity <name, slug or id> [--json]';

/**
 * `mandala celebrity einstein`: the person whose slug or id matches exactly, else the best name match,
 * with birth information and the chart; other matches are listed below it.
 */
export function celebrityCommand(argv: string[]): string {
  const parsed = parseCommandArguments(argv, { json: { type: 'boolean' } });
  const query = parsed.positionals.join(' ').trim();
  if (query === '') throw new UsageError('a name, slug or id is required');
  const matches = findCelebrity(query) === undefined ? searchCelebrities(query, { limit: 10 }) : [];
  const detail = findCelebrity(query) ?? (matches[0] === undefined ? undefined : findCelebrity(matches[0].Slug));
  if (detail === undefined) return `no celebrity matches "${query}"`;
  if (parsed.values['json'] === true) return JSON.stringify(detail, null, 2);
  const others = matches.slice(1);
  return [
    readableCelebrity(detail),
    ...(others.length === 0 ? [] : ['', 'Other matches:', textTable(['slug', 'name', 'born'], others.map((match) => [match.Slug, match.Name, match.BirthDate]))]),
  ].join('\n');
}

function readableCelebrity(detail: CelebrityDetail): string {
  const birth = detail.Birth;
  return [
    `${detail.Name} (${detail.Profession})`,
    `Born           ${birth.Date} ${birth.Time ?? '(time unknown)'} in ${birth.Place} (${birth.Timezone})`,
    `Data rating    ${birth.DataRating}: ${birth.DataRatingMeaning}`,
    `Source         ${birth.Source}`,
    ...(birth.TimeNote === null ? [] : [`Note           ${birth.TimeNote}`]),
    '',
    readableChart(detail.Chart, 'v3'),
  ].join('\n');
}
