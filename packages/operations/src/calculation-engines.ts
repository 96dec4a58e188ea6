// The engines a calculation thread needs: every calculation, the reference library and the pictures, but not the
// place search (`@mandala/atlas`) or the celebrity records (`@mandala/celebrities`). Operations that use those two run
// on the main thread only (none of them is `offload`), so a calculation thread that loaded them would carry about
// 35 MB it never reads. `createDefaultEngines` (default-engines.ts) adds them for the main thread, the CLI and tests.
import {
  centers,
  channels,
  gates,
  getAuthority,
  getCenter,
  getChannel,
  getGate,
  getIncarnationCross,
  getProfile,
  getType,
  profiles,
} from '@mandala/reference-library';
import { activationsAt, compositeChart, groupComposite, natalChart, transitChart, withDignities } from '@mandala/bodygraph';
import { chartsOverTimeRange, cycleReturns, gateCalendar, lunarReturn, moonPhaseMonth, moonPhases, planetaryForecast, progressedChart, solarReturn, transitAlerts } from '@mandala/calendar';
import { resolveLocalTime } from '@mandala/ephemeris';
import { renderBodygraphSvg, renderCompositeBodygraphSvg, renderTransitBodygraphSvg } from '@mandala/bodygraph-svg';
import { reportEngine } from './report-engine';
import { capitalizeKeys } from './capitalize-keys';
import type { CalendarEngine, CelebrityDirectory, LocalMoment, LocationEngine, OperationEngines, PictureEngine, ReferenceEngine, ReferenceItem } from './engines';

/**
 * The reference engine over `@mandala/reference-library`: list endpoints return summaries, getters full items,
 * both with capitalized keys (the service's naming policy; the library's own records are camelCase).
 */
export const referenceEngine: ReferenceEngine = {
  listGates: () => capitalizeKeys(gates.map(({ number, name, center, theme }) => ({ number, name, center, theme }))),
  getGate: (gateNumber) => capitalizeKeys(getGate(gateNumber)),
  listChannels: () =>
    capitalizeKeys(channels.map(({ id, name, gates: channelGates, centers: channelCenters, circuit }) => ({ id, name, gates: channelGates, centers: channelCenters, circuit }))),
  getChannel: (channelId) => capitalizeKeys(getChannel(channelId)),
  listCenters: () =>
    capitalizeKeys(centers.map(({ name, id, biologicalCorrelation, gates: centerGates }) => ({ name, id, biologicalCorrelation, gates: centerGates }))),
  getCenter: (centerName) => capitalizeKeys(getCenter(centerName)),
  listProfiles: () => capitalizeKeys(profiles.map(({ id, name, angle }) => ({ id, name, angle }))),
  getProfile: (profileId) => capitalizeKeys(getProfile(profileId)),
  getItem: (kind, id): ReferenceItem => {
    if (kind === 'cross') return capitalizeKeys(getIncarnationCross(id));
    if (kind === 'type') return capitalizeKeys(getType(id));
    return capitalizeKeys(getAuthority(id));
  },
};

/** The calendar engine over `@mandala/calendar`. */
export const calendarEngine: CalendarEngine = {
  planetaryForecast: (input) => planetaryForecast(input),
  gateCalendar: (input) => gateCalendar(input),
  moonPhaseMonth: (input) => moonPhaseMonth(input),
  transitAlerts: (input) => transitAlerts(input),
  moonPhases: (window) => moonPhases(window),
  solarReturn: (input) => solarReturn(input),
  lunarReturn: (input) => lunarReturn(input),
  cycleReturns: (input) => cycleReturns(input),
  progressedChart: (input) => progressedChart(input),
  birthTimeRange: (input, level) => chartsOverTimeRange(input, { level }),
};

/**
 * The picture engine over `@mandala/bodygraph-svg`, PNGs drawn in this thread through its resvg subpath, which is
 * loaded with the first PNG: a thread that hands its PNGs to a picture process (calculation-worker.ts) never maps the
 * native renderer.
 */
export const pictureEngine: PictureEngine = {
  natalSvg: (chart, options) => renderBodygraphSvg(chart, { theme: options.theme, size: options.widthPixels }),
  compositeSvg: (composite, options) => renderCompositeBodygraphSvg(composite, { theme: options.theme, size: options.widthPixels }),
  transitSvg: (transit, options) => renderTransitBodygraphSvg(transit, { theme: options.theme, size: options.widthPixels }),
  png: async (svg, widthPixels) => (await import('./draw-png')).drawPng(svg, widthPixels),
};

/** A directory that knows nobody: search finds nothing, lookups 404 (for tests of the surfaces). */
export const emptyCelebrityDirectory: CelebrityDirectory = {
  searchCelebrities: () => [],
  getCelebrity: () => undefined,
};

/** Place search answers on the main thread; a calculation thread that is asked for it has been handed the wrong work. */
const placesOnMainThreadOnly: LocationEngine = {
  searchLocations: () => {
    throw new Error('Place search runs on the main thread, not on a calculation thread: an operation that searches places must not be `offload`.');
  },
  resolveTimezone: () => {
    throw new Error('Time zone search runs on the main thread, not on a calculation thread: an operation that resolves places must not be `offload`.');
  },
};

/** Options of {@link createCalculationEngines}. */
export interface CalculationEngineOptions {
  /** The place search; default one that refuses (calculation threads never search places). */
  readonly locations?: LocationEngine;
  /** Celebrity records; default {@link emptyCelebrityDirectory}. */
  readonly celebrities?: CelebrityDirectory;
  /** The pictures; default {@link pictureEngine} (PNGs drawn in the calling thread). */
  readonly pictures?: PictureEngine;
}

/** The engines of a calculation thread: everything but the atlas and the celebrity records (see the top of this file). */
export function createCalculationEngines(options: CalculationEngineOptions = {}): OperationEngines {
  const instantOf = (moment: LocalMoment): Date => resolveLocalTime(moment).instant;
  return {
    natalChart: (birth, version) => natalChart(birth, { version }),
    compositeChart: (first, second, version) => compositeChart(first, second, { version }),
    groupComposite: (members) => groupComposite(members.map((member) => ({ date: member.date, timezone: member.timezone, ...(member.disambiguation === undefined ? {} : { disambiguation: member.disambiguation }), ...(member.longitudeDegrees === undefined ? {} : { longitudeDegrees: member.longitudeDegrees }), ...(member.name === undefined ? {} : { name: member.name }) }))),
    transitChart: (birth, transit) => transitChart(birth, instantOf(transit)),
    planetaryPositions: (moment) => {
      const instant = instantOf(moment);
      return { UtcInstant: instant.toISOString(), Planets: withDignities(activationsAt(instant)) };
    },
    reference: referenceEngine,
    locations: options.locations ?? placesOnMainThreadOnly,
    celebrities: options.celebrities ?? emptyCelebrityDirectory,
    calendar: calendarEngine,
    pictures: options.pictures ?? pictureEngine,
    reports: reportEngine,
  };
}
