// The theme of a solar return's year: the natal Sun and Earth gates the return repeats, the channels the year's
// chart defines that the natal chart does not, and a few highlights comparing the two charts.
import { getChannel, lineArchetypes } from '@mandala/reference-library';
import { chartDifference } from './chart-difference';
import { englishList } from './english-list';
import { gateFocus, type GateFocus } from './gate-focus';
import type { ReturnChart } from './return-chart';

/** How many new channels the highlights describe one by one. */
const DESCRIBED_CHANNEL_COUNT = 3;

/** What the year of a solar return is about. */
export interface YearTheme {
  MainTheme: string;
  /** The Sun's gate (the natal Sun gate: the return repeats it). */
  SunGate: GateFocus;
  /** The Earth's gate (the natal Earth gate). */
  EarthGate: GateFocus;
  /** Channels the return chart defines and the natal chart does not, in chart order (may be empty). */
  KeyChannels: { Id: string; Name: string }[];
  /** Short sentences comparing the year's chart with the natal chart. */
  Highlights: string[];
}

/** The archetype name of a line (1..6). */
export function lineArchetypeName(line: number): string {
  return lineArchetypes[line - 1]?.name ?? `line ${line}`;
}

/** Sentence on a new channel: `Channel 20-34 (Charisma) joins Throat and Sacral: …`. */
export function newChannelSentence(channel: { Id: string; Name: string }, when: string): string {
  const record = getChannel(channel.Id);
  return `Channel ${channel.Id} (${channel.Name}) joins the ${englishList([...record.centers])} ${when}: ${record.theme}`;
}

/** Sentence comparing type and authority of a return chart with the natal chart. */
export function typeSentence(natal: ReturnChart, chart: ReturnChart, period: string): string {
  if (natal.Type === chart.Type && natal.Authority === chart.Authority) {
    return `${period} chart is a ${chart.Type} with ${chart.Authority} authority, like the natal chart.`;
  }
  return (
    `${period} chart is a ${chart.Type} with ${chart.Authority} authority (natal: ${natal.Type}, ${natal.Authority}); ` +
    'it colours the period without replacing the natal strategy and authority.'
  );
}

/** The year theme of a solar return chart against the natal chart. */
export function yearTheme(natal: ReturnChart, chart: ReturnChart): YearTheme {
  const sun = chart.Planets.Personality.Sun;
  const sunGate = gateFocus(sun.Gate);
  const earthGate = gateFocus(chart.Planets.Personality.Earth.Gate);
  const difference = chartDifference(natal, chart);
  const designLine = chart.Planets.Design.Sun.Line;
  const highlights = [
    typeSentence(natal, chart, "The year's"),
    `Profile ${chart.Profile}: the personality line ${sun.Line} (${lineArchetypeName(sun.Line)}) repeats the natal Sun, ` +
      `while the design line ${designLine} (${lineArchetypeName(designLine)}) is the year's own.`,
    chart.Definition === natal.Definition
      ? `${chart.Definition}, as at birth.`
      : `${chart.Definition} this year (natal: ${natal.Definition}).`,
    ...difference.newChannels.slice(0, DESCRIBED_CHANNEL_COUNT).map((channel) => newChannelSentence(channel, 'this year')),
  ];
  if (difference.newChannels.length === 0) {
    highlights.push('No channel beyond the natal ones is defined this year: the year works through the natal definition.');
  } else if (difference.newChannels.length > DESCRIBED_CHANNEL_COUNT) {
    highlights.push(`${difference.newChannels.length - DESCRIBED_CHANNEL_COUNT} more channels are defined this year and not at birth.`);
  }
  if (difference.newDefinedCenters.length > 0) {
    highlights.push(`Defined this year and not at birth: the ${englishList(difference.newDefinedCenters)}.`);
  }
  return {
    MainTheme:
      `The Sun is back in gate ${sunGate.Gate} (${sunGate.Name}), line ${sun.Line}, where it stood at birth, with the Earth in ` +
      `gate ${earthGate.Gate} (${earthGate.Name}): the year renews the core of the chart. ${sunGate.Theme}`,
    SunGate: sunGate,
    EarthGate: earthGate,
    KeyChannels: difference.newChannels,
    Highlights: highlights,
  };
}
