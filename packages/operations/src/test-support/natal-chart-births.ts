// Births for schema tests: every celebrity record, seeded random births across 1900-2100 in many zones,
// births on both sides of gate, line and zodiac-sign boundaries, clock-change births, and a birth of
// every type, authority and definition. Each sample computes its chart in any version on demand.
import { natalChart, natalChartAt } from '@mandala/bodygraph';
import type { ChartVersion, NatalChartOf, NatalChartV1 } from '@mandala/bodygraph';
import { CELEBRITIES, celebrityNatalChart } from '@mandala/celebrities';

/** One birth of the sample and its chart in any version. */
export interface SampleBirth {
  readonly label: string;
  readonly chart: <Version extends ChartVersion>(version: Version) => NatalChartOf<Version>;
}

/** Zones with whole, half- and three-quarter-hour offsets, both hemispheres' DST, and the date line. */
export const SAMPLE_TIME_ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Moscow',
  'Europe/Istanbul',
  'Africa/Lagos',
  'Africa/Johannesburg',
  'Africa/Cairo',
  'Asia/Tehran',
  'Asia/Kabul',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Yangon',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Eucla',
  'Australia/Adelaide',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Apia',
  'Pacific/Pago_Pago',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/St_Johns',
  'America/Caracas',
  'America/Sao_Paulo',
  'America/Santiago',
  'America/Argentina/Buenos_Aires',
  'Atlantic/Azores',
  'Antarctica/Troll',
] as const;

/** A seeded generator of floats in [0, 1) (mulberry32), so every run tests the same births. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function localBirth(label: string, date: string, timezone: string, longitudeDegrees?: number): SampleBirth {
  const birth = longitudeDegrees === undefined ? { date, timezone } : { date, timezone, longitudeDegrees };
  return { label, chart: (version) => natalChart(birth, { version }) };
}

function instantBirth(label: string, instant: Date): SampleBirth {
  return { label, chart: (version) => natalChartAt(instant, { version }) };
}

/** Every celebrity record (local time in its zone, or local mean time where the record says so). */
export function celebrityBirths(): SampleBirth[] {
  return CELEBRITIES.map((record) => ({ label: `celebrity ${record.slug}`, chart: (version) => celebrityNatalChart(record, version) }));
}

/** `count` random local births, 1900-01-01 to 2100-12-31, in {@link SAMPLE_TIME_ZONES}. */
export function randomBirths(count: number, seed: number): SampleBirth[] {
  const random = seededRandom(seed);
  const births: SampleBirth[] = [];
  for (let index = 0; index < count; index++) {
    const year = 1900 + Math.floor(random() * 201);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * new Date(Date.UTC(year, month, 0)).getUTCDate());
    const date = `${year}-${pad(month)}-${pad(day)}T${pad(Math.floor(random() * 24))}:${pad(Math.floor(random() * 60))}:${pad(Math.floor(random() * 60))}`;
    const timezone = SAMPLE_TIME_ZONES[Math.floor(random() * SAMPLE_TIME_ZONES.length)]!;
    births.push(localBirth(`random ${date} ${timezone}`, date, timezone));
  }
  return births;
}

/**
 * The millisecond at which `stateAt` changes between `start` and `end` (their states must differ):
 * returns the last instant with the start state and the first with a new one.
 */
function boundaryBetween(start: Date, end: Date, stateAt: (instant: Date) => string): [Date, Date] {
  let low = start.getTime();
  let high = end.getTime();
  const lowState = stateAt(start);
  if (stateAt(end) === lowState) throw new Error(`no change between ${start.toISOString()} and ${end.toISOString()}`);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (stateAt(new Date(middle)) === lowState) low = middle;
    else high = middle;
  }
  return [new Date(low), new Date(high)];
}

const personalitySun = (instant: Date) => natalChartAt(instant, { version: 'v1' }).Gates[0]!;
const DAY_MILLISECONDS = 86_400_000;

/**
 * Births one millisecond either side of a change of the Personality Sun's gate (a 6.5-day window always
 * holds one: a gate is 5.625 degrees) and of its line (a 1.1-day window: a line is 0.9375 degrees), at
 * `count` start instants spread over 1900-2100, and either side of the March equinox (Sun at 0 degrees)
 * in three years. Each birth goes through `natalChart` as a UTC wall time.
 */
export function boundaryBirths(count: number, seed: number): SampleBirth[] {
  const random = seededRandom(seed);
  const births: SampleBirth[] = [];
  const addPair = (kind: string, [before, after]: [Date, Date]) => {
    for (const instant of [before, after]) {
      births.push(localBirth(`${kind} boundary ${instant.toISOString()}`, instant.toISOString().slice(0, -1), 'UTC'));
    }
  };
  for (let index = 0; index < count; index++) {
    const start = new Date(Date.UTC(1900, 6, 1) + random() * 200 * 365.25 * DAY_MILLISECONDS);
    const gateOf = (instant: Date) => String(personalitySun(instant).Gate);
    const lineOf = (instant: Date) => `${personalitySun(instant).Gate}.${personalitySun(instant).Line}`;
    addPair('gate', boundaryBetween(start, new Date(start.getTime() + 6.5 * DAY_MILLISECONDS), gateOf));
    addPair('line', boundaryBetween(start, new Date(start.getTime() + 1.1 * DAY_MILLISECONDS), lineOf));
  }
  const signOf = (instant: Date) => natalChartAt(instant, { version: 'v3' }).Planets.Personality.Sun.ZodiacSign;
  for (const year of [1901, 2024, 2099]) {
    addPair('equinox', boundaryBetween(new Date(Date.UTC(year, 2, 18)), new Date(Date.UTC(year, 2, 23)), signOf));
  }
  return births;
}

/** Local times in a spring-forward gap and an autumn fold (Europe/Berlin, 2021), which carry warnings. */
export function clockChangeBirths(): SampleBirth[] {
  return [
    localBirth('clock-change gap', '2021-03-28T02:30', 'Europe/Berlin'),
    localBirth('clock-change fold', '2021-10-31T02:30', 'Europe/Berlin'),
  ];
}

/** Births before the zone had standard time: the zone's local mean time, and the birthplace's from its longitude. */
export function localMeanTimeBirths(): SampleBirth[] {
  return [
    localBirth('local mean time of the zone', '1879-03-14T11:30', 'Europe/Berlin'),
    localBirth('local mean time of the birthplace', '1879-03-14T11:30', 'Europe/Berlin', 9.9876),
  ];
}

/** What a chart sample must cover: every type, authority and definition, and a chart without channels. */
export function chartKindsOf(chart: NatalChartV1): string[] {
  const kinds = [`type ${chart.Type}`, `authority ${chart.Authority}`, `definition ${chart.Definition}`];
  if (chart.Channels.length === 0) kinds.push('no channels');
  return kinds;
}

/**
 * Random births (seeded) kept only when they show a type, authority or definition not seen yet, until
 * `wanted` kinds are all found; throws after `maximumTries` births.
 */
export function birthsCoveringKinds(wanted: readonly string[], seed: number, maximumTries = 50_000): SampleBirth[] {
  const missing = new Set(wanted);
  const kept: SampleBirth[] = [];
  const random = seededRandom(seed);
  for (let tries = 0; missing.size > 0; tries++) {
    if (tries >= maximumTries) throw new Error(`no birth found for ${[...missing].join(', ')} in ${maximumTries} tries`);
    const instant = new Date(Date.UTC(1900, 0, 1) + random() * 201 * 365.25 * DAY_MILLISECONDS);
    const kinds = chartKindsOf(natalChartAt(instant, { version: 'v1' }));
    if (kinds.some((kind) => missing.has(kind))) {
      kinds.forEach((kind) => missing.delete(kind));
      kept.push(instantBirth(`${kinds.join(', ')} at ${instant.toISOString()}`, instant));
    }
  }
  return kept;
}
