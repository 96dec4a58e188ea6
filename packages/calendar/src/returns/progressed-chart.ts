// GET /progressed-chart: the secondary progressed chart (one day of life after the birth for each year lived),
// cast exactly as a natal chart for the progressed instant, and what changed against the natal chart.
import { resolveLocalTime } from '@mandala/ephemeris';
import { CalendarError } from '../errors';
import { stampInstant, type InstantStamp } from '../instant-stamp';
import { resolveBirthMoment, type BirthMoment } from './birth-moment';
import { chartDifference, type ChartDifference } from './chart-difference';
import { englishList } from './english-list';
import { progressedInstant, tropicalYearsBetween } from './progressed-instant';
import { returnChartAt, type ReturnChart } from './return-chart';

/** Input of {@link progressedChart}. */
export interface ProgressedChartInput {
  birth: BirthMoment;
  /** Local date-time in the birth zone (`YYYY-MM-DDTHH:MM[:SS[.f]]`), after the birth. */
  progressedTo: string;
}

/** What changed from the natal to the progressed chart. */
export interface ProgressionChanges {
  TypeChanged: boolean;
  ProfileChanged: boolean;
  AuthorityChanged: boolean;
  /** Gates active in the progressed chart and not in the natal chart, ascending. */
  NewGates: number[];
  /** Channels defined in the progressed chart and not in the natal chart. */
  NewChannels: { Id: string; Name: string }[];
  /** Centers defined in the progressed chart and not in the natal chart. */
  NewDefinedCenters: string[];
  Summary: string;
}

/** Response of GET /progressed-chart. */
export interface ProgressedChart {
  /** The date progressed to (UTC; local time in the birth zone). */
  ProgressedTo: InstantStamp;
  /** The instant the progressed chart is cast for: birth + (days elapsed / 365.24219) days. */
  ProgressedInstant: InstantStamp;
  Progressed: ReturnChart;
  Natal: { Type: string; Profile: string; Authority: string };
  Comparison: { NatalType: string; ProgressedType: string; NatalProfile: string; ProgressedProfile: string };
  Changes: ProgressionChanges;
}

function countPhrase(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** One paragraph on what changed. */
export function progressionSummary(years: number, natal: ReturnChart, progressed: ReturnChart, difference: ChartDifference): string {
  const parts = [
    natal.Type === progressed.Type ? `the type stays ${natal.Type}` : `the type moves from ${natal.Type} to ${progressed.Type}`,
    natal.Profile === progressed.Profile ? `the profile stays ${natal.Profile}` : `the profile moves from ${natal.Profile} to ${progressed.Profile}`,
    natal.Authority === progressed.Authority
      ? `the authority stays ${natal.Authority}`
      : `the authority moves from ${natal.Authority} to ${progressed.Authority}`,
  ];
  const gains =
    difference.newGates.length === 0
      ? 'No gate is active that is not active at birth.'
      : `${countPhrase(difference.newGates.length, 'gate is', 'gates are')} active that ${difference.newGates.length === 1 ? 'is' : 'are'} not at birth ` +
        `(${difference.newGates.join(', ')})` +
        (difference.newChannels.length === 0
          ? ', completing no new channel.'
          : `, completing ${englishList(difference.newChannels.map((channel) => `${channel.Id} (${channel.Name})`))}` +
            (difference.newDefinedCenters.length === 0 ? '.' : ` and defining the ${englishList(difference.newDefinedCenters)}.`));
  const sentence = englishList(parts);
  return `After ${years.toFixed(1)} years of life ${sentence}. ${gains}`;
}

/**
 * The secondary progressed chart of the birth for the local date-time `progressedTo` (in the birth zone, with the
 * birth's disambiguation): the chart cast exactly as a natal chart for birth + (elapsed days / 365.24219) days
 * (one day after the birth for each tropical year lived), compared with the natal chart.
 *
 * @throws CalendarError `invalid_argument` when `progressedTo` is not after the birth; errors of the birth and of
 *   `progressedTo` as a local time (`invalid_date`, `invalid_timezone`, `date_out_of_range`, ...) pass through.
 * @example progressedChart({ birth: { date: '1990-05-12T08:30', timezone: 'Europe/Berlin' }, progressedTo: '2026-05-12T08:30' })
 */
export function progressedChart(input: ProgressedChartInput): ProgressedChart {
  if (typeof input !== 'object' || input === null) {
    throw new CalendarError('invalid_argument', 'input must be { birth, progressedTo }', { details: { field: 'input' } });
  }
  const birth = resolveBirthMoment(input.birth);
  const target = resolveLocalTime({
    date: input.progressedTo,
    timezone: birth.timezone,
    ...(input.birth.disambiguation === undefined ? {} : { disambiguation: input.birth.disambiguation }),
  }).instant;
  if (!(target.getTime() > birth.instant.getTime())) {
    throw new CalendarError('invalid_argument', `progressedTo (${input.progressedTo}) must be after the birth (${input.birth.date})`, {
      details: { field: 'progressedTo', value: input.progressedTo, birth: input.birth.date },
    });
  }
  const instant = progressedInstant(birth.instant, target);
  const natal = returnChartAt(birth.instant);
  const progressed = returnChartAt(instant);
  const difference = chartDifference(natal, progressed);
  return {
    ProgressedTo: stampInstant(target, birth.timezone),
    ProgressedInstant: stampInstant(instant, birth.timezone),
    Progressed: progressed,
    Natal: { Type: natal.Type, Profile: natal.Profile, Authority: natal.Authority },
    Comparison: { NatalType: natal.Type, ProgressedType: progressed.Type, NatalProfile: natal.Profile, ProgressedProfile: progressed.Profile },
    Changes: {
      TypeChanged: natal.Type !== progressed.Type,
      ProfileChanged: natal.Profile !== progressed.Profile,
      AuthorityChanged: natal.Authority !== progressed.Authority,
      NewGates: difference.newGates,
      NewChannels: difference.newChannels,
      NewDefinedCenters: difference.newDefinedCenters,
      Summary: progressionSummary(tropicalYearsBetween(birth.instant, target), natal, progressed, difference),
    },
  };
}
