import { BODY_NAMES, positions, resolveLocalTime } from '@mandala/ephemeris';
import { parseCommandArguments, requiredString, optionalString } from '../cli-arguments';
import { degreesMinutesSeconds, formatOffset, textTable } from '../text-table';
import type { Disambiguation } from '@mandala/ephemeris';

export const positionsUsage = 'mandala positions --date YYYY-MM-DDTHH:MM[:SS] --timezone Area/City [--disambiguation compatible|earlier|later|reject] [--json]';

/** `mandala positions`: the UTC instant, the offset, warnings and the apparent positions. */
export function positionsCommand(argv: string[]): string {
  const parsed = parseCommandArguments(argv, {
    date: { type: 'string' },
    timezone: { type: 'string' },
    disambiguation: { type: 'string' },
    json: { type: 'boolean' },
  });
  const resolved = resolveLocalTime({
    date: requiredString(parsed, 'date'),
    timezone: requiredString(parsed, 'timezone'),
    disambiguation: optionalString(parsed, 'disambiguation') as Disambiguation | undefined,
  });
  const bodies = positions(resolved.instant);
  if (parsed.values['json'] === true) {
    return JSON.stringify({ instant: resolved.instant.toISOString(), offsetSeconds: resolved.offsetSeconds, warnings: resolved.warnings, positions: bodies }, null, 2);
  }
  const rows = BODY_NAMES.map((body) => {
    const position = bodies[body];
    return [
      body,
      position.longitude.toFixed(6),
      `${degreesMinutesSeconds(position.zodiacDegree)} ${position.zodiacSign}`,
      position.speed.toFixed(4),
      position.retrograde ? 'R' : '',
    ];
  });
  return [
    `UTC instant  ${resolved.instant.toISOString()}`,
    `UTC offset   ${formatOffset(resolved.offsetSeconds)}`,
    `warnings     ${resolved.warnings.length === 0 ? 'none' : resolved.warnings.join(', ')}`,
    '',
    textTable(['body', 'longitude°', 'zodiac', 'speed°/day', 'retro'], rows),
  ].join('\n');
}
