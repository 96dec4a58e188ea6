import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ACTIVATING_BODY_NAMES, natalChart } from '@mandala/bodygraph';
import { PICTURE_WIDTH_RANGE, pictureEngine } from '@mandala/operations';
import type { ChartVersion, NatalChartV3 } from '@mandala/bodygraph';
import type { Disambiguation } from '@mandala/ephemeris';
import { UsageError, optionalString, parseCommandArguments, requiredString } from '../cli-arguments';
import { textTable } from '../text-table';

export const chartUsage =
  'mandala chart --date YYYY-MM-DDTHH:MM[:SS] --timezone Area/City [--version v1|v2|v3] [--disambiguation compatible|earlier|later|reject] [--json]\n' +
  '              [--svg out.svg] [--png out.png] [--theme light|dark] [--size 600]';

const themes = ['light', 'dark'] as const;

/** `--svg` / `--png`: writes the bodygraph picture of the chart; the lines say where. */
async function writePictures(chart: NatalChartV3, parsed: ReturnType<typeof parseCommandArguments>): Promise<string[]> {
  const svgPath = optionalString(parsed, 'svg');
  const pngPath = optionalString(parsed, 'png');
  if (svgPath === undefined && pngPath === undefined) return [];
  const theme = optionalString(parsed, 'theme') ?? 'light';
  if (!(themes as readonly string[]).includes(theme)) throw new UsageError('--theme must be light or dark');
  const sizeText = optionalString(parsed, 'size') ?? String(PICTURE_WIDTH_RANGE.default);
  const widthPixels = Number(sizeText);
  if (!/^[0-9]+$/.test(sizeText) || widthPixels < PICTURE_WIDTH_RANGE.min || widthPixels > PICTURE_WIDTH_RANGE.max) {
    throw new UsageError(`--size must be a whole number of pixels from ${PICTURE_WIDTH_RANGE.min} to ${PICTURE_WIDTH_RANGE.max}`);
  }
  const svg = pictureEngine.natalSvg(chart, { theme: theme as (typeof themes)[number], widthPixels });
  const written: string[] = [];
  if (svgPath !== undefined) {
    writeFileSync(resolve(svgPath), svg);
    written.push(`wrote ${resolve(svgPath)} (image/svg+xml, ${Buffer.byteLength(svg)} bytes)`);
  }
  if (pngPath !== undefined) {
    const png = await pictureEngine.png(svg, widthPixels);
    writeFileSync(resolve(pngPath), png);
    written.push(`wrote ${resolve(pngPath)} (image/png, ${png.byteLength} bytes)`);
  }
  return written;
}

const chartVersions: readonly ChartVersion[] = ['v1', 'v2', 'v3'];

/** `mandala chart`: a readable natal chart, or the REST-identical JSON with `--json`; `--svg`/`--png` also write its bodygraph. */
export async function chartCommand(argv: string[]): Promise<string> {
  const parsed = parseCommandArguments(argv, {
    date: { type: 'string' },
    timezone: { type: 'string' },
    version: { type: 'string' },
    disambiguation: { type: 'string' },
    json: { type: 'boolean' },
    svg: { type: 'string' },
    png: { type: 'string' },
    theme: { type: 'string' },
    size: { type: 'string' },
  });
  const version = (optionalString(parsed, 'version') ?? 'v3') as ChartVersion;
  if (!chartVersions.includes(version)) throw new UsageError('--version must be v1, v2 or v3');
  const birth = {
    date: requiredString(parsed, 'date'),
    timezone: requiredString(parsed, 'timezone'),
    disambiguation: optionalString(parsed, 'disambiguation') as Disambiguation | undefined,
  };
  const chart = natalChart(birth, { version: 'v3' });
  const pictures = await writePictures(chart, parsed);
  const text = parsed.values['json'] === true ? JSON.stringify(natalChart(birth, { version }), null, 2) : readableChart(chart, version);
  return pictures.length === 0 ? text : `${text}\n\n${pictures.join('\n')}`;
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
