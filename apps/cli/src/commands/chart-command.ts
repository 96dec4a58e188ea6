import { ACTIVATING_BODY_NAMES, natalChart } from '@mandala/bodygraph';
import type { ChartVersion, NatalChartV3 } from '@mandala/bodygraph';
import type { Disambiguation } from '@mandala/ephemeris';
import { UsageError, optionalString, parseCommandArguments, requiredString } from '../cli-arguments';
import { textTable } from '../text-table';

export const chartUsage =
  'mandala chart --date YYYY-MM-DDTHH:MM[:SS] --timezone Area/City [--version v1|v2|v3] [--disambiguation compatible|earlier|later|reject] [--json]';

const chartVersions: readonly ChartVersion[] = ['v1', 'v2', 'v3'];

/** `mandala chart`: a readable natal chart, or the REST-identical JSON with `--json`. */
export function chartCommand(argv: string[]): string {
  const parsed = parseCommandArguments(argv, {
    date: { type: 'string' },
    timezone: { type: 'string' },
    version: { type: 'string' },
    disambiguation: { type: 'string' },
    json: { type: 'boolean' },
  });
  const version = (optionalString(parsed, 'version') ?? 'v3') as ChartVersion;
  if (!chartVersions.includes(version)) throw new UsageError('--version must be v1, v2 or v3');
  const birth = {
    date: requiredString(parsed, 'date'),
    timezone: requiredString(parsed, 'timezone'),
    disambiguation: optionalString(parsed, 'disambiguation') as Disambiguation | undefined,
  };
  if (parsed.values['json'] === true) return JSON.stringify(natalChart(birth, { version }), null, 2);
  return readableChart(natalChart(birth, { version: 'v3' }), version);
}

/** The headline properties, then one row per body with both sides. */
export function readableChart(chart: NatalChartV3, version: ChartVersion): string {
  const detailed = version !== 'v1';
  const activation = (side: 'Personality' | 'Design', body: (typeof ACTIVATING_BODY_NAMES)[number]) => {
    const planet = chart.Planets[side][body];
    const gateLine = `${planet.Gate}.${planet.Line}`;
    return detailed ? `${gateLine} c${planet.Color} t${planet.Tone} b${planet.Base}${planet.Retrograde ? ' R' : ''}` : gateLine;
  };
  const rows = ACTIVATING_BODY_NAMES.map((body) => [activation('Design', body), body, activation('Personality', body)]);
  const cross = chart.IncarnationCross;
  const lines = [
    `Type           ${chart.Type.Name}`,
    `Strategy       ${chart.Strategy.Name}`,
    `Authority      ${chart.Authority.Name}`,
    `Profile        ${chart.Profile.Id} (${chart.Profile.Name})`,
    `Definition     ${chart.Definition.Name}`,
    `Cross          ${cross.Name} (${cross.Gates[0]}/${cross.Gates[1]} | ${cross.Gates[2]}/${cross.Gates[3]})`,
    `Defined        ${chart.DefinedCenters.join(', ') || 'none'}`,
    `Channels       ${chart.Channels.map((channel) => `${channel.Id} ${channel.Name}`).join(', ') || 'none'}`,
  ];
  if (detailed) lines.push(`Variables      ${chart.Variables.Notation}`);
  lines.push(`Birth (UTC)    ${chart.BirthDateUtc}`, `Design (UTC)   ${chart.DesignDateUtc}`);
  if (chart.Warnings.length > 0) lines.push(`Warnings       ${chart.Warnings.join(', ')}`);
  lines.push('', textTable(['Design', 'Body', 'Personality'], rows));
  return lines.join('\n');
}
