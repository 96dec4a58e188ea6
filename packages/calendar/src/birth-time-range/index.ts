// Birth-time ranges: the charts a window of possible birth times can give, cut into the exact intervals over which
// the chart stays the same, and which answers hold whatever the time.
export { chartsOverTimeRange } from './charts-over-time-range';
export type {
  BirthTimeActivationSegment,
  BirthTimeRange,
  BirthTimeRangeOptions,
  BirthTimeSegment,
  BirthTimeSegmentBase,
  InstantSpan,
} from './charts-over-time-range';
export { BIRTH_TIME_RANGE_LEVELS } from './time-range-level';
export type { BirthTimeRangeLevel } from './time-range-level';
export { MAX_BIRTH_TIME_RANGE_HOURS } from './wall-clock-window';
export type { BirthTimeRangeInput } from './wall-clock-window';
export { HEADLINE_FIELDS } from './segment-headline';
export type { BirthTimeHeadline, HeadlineField } from './segment-headline';
export type { HeadlineAlternative, UncertainHeadlineField } from './headline-certainty';
export type { WindowZoneTransition } from './window-zone-transitions';
