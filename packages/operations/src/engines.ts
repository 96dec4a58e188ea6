import type { AtlasLocation, ResolvedTimezone } from '@mandala/atlas';
import type { CompositeChartOf, CompositeChartV2, CompositeVersion, GroupComposite, NatalChartOf, NatalChartV2, NatalChartV3, PlanetDignity, PlanetV3, TransitChart } from '@mandala/bodygraph';
import type { BirthTimeRange as CalendarBirthTimeRange, BirthTimeRangeInput, BirthTimeRangeLevel, cycleReturns, gateCalendar, lunarReturn, moonPhaseMonth, moonPhases, planetaryForecast, progressedChart, solarReturn, transitAlerts } from '@mandala/calendar';
import type { CelebrityDetail, CelebritySearchResult } from '@mandala/celebrities';
import type { Authority, Center, Channel, Gate, HumanDesignType, IncarnationCross, Profile } from '@mandala/reference-library';
import type { CapitalizedKeys } from './capitalize-keys';

/** How a local time in a daylight-saving gap or fold is resolved. */
export type Disambiguation = 'compatible' | 'earlier' | 'later' | 'reject';

/** A local wall time in an IANA zone, already validated and canonical. */
export interface LocalMoment {
  /** `YYYY-MM-DDTHH:MM:SS[.f]`, canonical (see `canonicalLocalDateTime`). */
  readonly date: string;
  /** Canonical IANA zone name. */
  readonly timezone: string;
  readonly disambiguation?: Disambiguation;
  /** Birthplace longitude, degrees east (−180..180); matters only before the zone had standard time. */
  readonly longitudeDegrees?: number;
}

/** Natal chart versions of the REST paths `/hd-data`, `/v2/hd-data`, `/v3/hd-data`. */
export type { ChartVersion } from '@mandala/bodygraph';
import type { ChartVersion } from '@mandala/bodygraph';

/** A gate in the gate list: number, name, center, theme (capitalized keys). */
export type GateSummary = CapitalizedKeys<Pick<Gate, 'number' | 'name' | 'center' | 'theme'>>;
/** A channel in the channel list. */
export type ChannelSummary = CapitalizedKeys<Pick<Channel, 'id' | 'name' | 'gates' | 'centers' | 'circuit'>>;
/** A center in the center list. */
export type CenterSummary = CapitalizedKeys<Pick<Center, 'name' | 'id' | 'biologicalCorrelation' | 'gates'>>;
/** A profile in the profile list. */
export type ProfileSummary = CapitalizedKeys<Pick<Profile, 'id' | 'name' | 'angle'>>;
/** The other reference kinds of the `get_reference_item` tool. */
export type ReferenceItemKind = 'cross' | 'type' | 'authority';
/** One cross, type or authority record (capitalized keys). */
export type ReferenceItem = CapitalizedKeys<IncarnationCross> | CapitalizedKeys<HumanDesignType> | CapitalizedKeys<Authority>;

/** Reference lookups with capitalized keys; getters throw `reference_not_found` / `invalid_reference_id`. */
export interface ReferenceEngine {
  listGates(): GateSummary[];
  getGate(gateNumber: number): CapitalizedKeys<Gate>;
  listChannels(): ChannelSummary[];
  getChannel(channelId: string): CapitalizedKeys<Channel>;
  listCenters(): CenterSummary[];
  getCenter(centerName: string): CapitalizedKeys<Center>;
  listProfiles(): ProfileSummary[];
  getProfile(profileId: string): CapitalizedKeys<Profile>;
  getItem(kind: ReferenceItemKind, id: string): ReferenceItem;
}

/** Place search and place → zone resolution (`@mandala/atlas`). */
export interface LocationEngine {
  searchLocations(text: string, options: { limit: number }): AtlasLocation[];
  resolveTimezone(text: string): ResolvedTimezone;
}

/** Celebrity records. `getCelebrity` returns `undefined` for an unknown slug or id. */
export interface CelebrityDirectory {
  /** `type`, `profile` and `authority` are optional filters (the `search_celebrities` tool). */
  searchCelebrities(query: string, options: { limit: number; type?: string; profile?: string; authority?: string }): CelebritySearchResult[];
  getCelebrity(slugOrId: string): CelebrityDetail | undefined;
}

/** A planetary position with its dignity states (the `/planetary-positions` answer). */
export type PlanetPositionWithDignity = PlanetV3 & { Dignity: PlanetDignity };

/** The positions of the 13 bodies (and Chiron) at one instant. */
export interface PlanetaryPositions {
  /** ISO 8601 UTC instant with `Z`. */
  readonly UtcInstant: string;
  readonly Planets: Record<string, PlanetPositionWithDignity>;
}

/** The planetary forecast of a range of local days (`@mandala/calendar`). */
export type PlanetaryForecast = ReturnType<typeof planetaryForecast>;
/** The gate calendar of a local month. */
export type GateCalendar = ReturnType<typeof gateCalendar>;
/** The moon phases and daily Moon of a local month. */
export type MoonPhaseMonth = ReturnType<typeof moonPhaseMonth>;
/** The transit alerts of one natal chart over a window. */
export type TransitAlertList = ReturnType<typeof transitAlerts>;
/** The exact moon phases of a UTC window. */
export type MoonPhaseEvents = ReturnType<typeof moonPhases>;

/** A solar return: the instant, the chart then and the year's theme. */
export type SolarReturn = ReturnType<typeof solarReturn>;
/** The lunar returns of a month, the chart at the first and the month's theme. */
export type LunarReturn = ReturnType<typeof lunarReturn>;
/** The Saturn or Chiron returns or the Uranus opposition of a life, with every pass. */
export type CycleReturns = ReturnType<typeof cycleReturns>;
/** The kinds of {@link CycleReturns}. */
export type CycleKind = 'saturn' | 'chiron' | 'uranus-opposition';
/** A secondary progressed chart compared with the natal chart. */
export type ProgressedChart = ReturnType<typeof progressedChart>;

/** The exact charts a window of possible birth times can give, at the headline or the activations level. */
export type BirthTimeRange = CalendarBirthTimeRange<BirthTimeRangeLevel>;

/** The calendar engine (`@mandala/calendar`): forecasts, calendars, alerts, returns and progressions over exact sky events. */
export interface CalendarEngine {
  planetaryForecast(input: { startDate: string; endDate: string; timezone: string }): PlanetaryForecast;
  gateCalendar(input: { year: number; month: number; timezone: string }): GateCalendar;
  moonPhaseMonth(input: { year: number; month: number; timezone: string }): MoonPhaseMonth;
  transitAlerts(input: { birth: LocalMoment; start: Date; days: number; timezone: string }): TransitAlertList;
  moonPhases(window: { start: Date; end: Date }): MoonPhaseEvents;
  solarReturn(input: { birth: LocalMoment; year: number }): SolarReturn;
  lunarReturn(input: { birth: LocalMoment; month: string }): LunarReturn;
  cycleReturns(input: { birth: LocalMoment; kind: CycleKind; asOf: Date }): CycleReturns;
  progressedChart(input: { birth: LocalMoment; progressedTo: string }): ProgressedChart;
  birthTimeRange(input: BirthTimeRangeInput, level: BirthTimeRangeLevel): BirthTimeRange;
}

/** Look and size of a bodygraph picture. */
export interface PictureOptions {
  readonly theme: 'light' | 'dark';
  /** Width of the picture in pixels; the height follows the layout's aspect ratio. */
  readonly widthPixels: number;
}

/** The bodygraph as a picture (`@mandala/bodygraph-svg`): deterministic SVG text and PNG bytes of it. */
export interface PictureEngine {
  natalSvg(chart: NatalChartV2, options: PictureOptions): string;
  compositeSvg(composite: CompositeChartV2, options: PictureOptions): string;
  transitSvg(transit: TransitChart, options: PictureOptions): string;
  /** The PNG of an SVG from this engine, `widthPixels` wide (drawn in a process of its own on calculation threads). */
  png(svg: string, widthPixels: number): Uint8Array | Promise<Uint8Array>;
}

/** The formats a report comes in: PDF, self-contained HTML, Markdown. */
export type ReportFormat = 'pdf' | 'html' | 'md';

/** Who a report is about: the birth as given, with an optional name and place. */
export interface ReportPerson {
  readonly name?: string | undefined;
  readonly date: string;
  readonly timezone: string;
  readonly place?: string | undefined;
}

/** A rendered report: text (HTML, Markdown) or bytes (PDF). */
export type RenderedReport = { readonly text: string; readonly bytes?: undefined } | { readonly bytes: Uint8Array; readonly text?: undefined };

/** How a report is rendered beyond its format. */
export interface ReportRenderOptions {
  /** false: Markdown without the bodygraph's SVG data URI. Default true. */
  readonly markdownPicture?: boolean;
}

/** Chart reports (`@mandala/reports`): the natal and relationship readings in one of the formats. */
export interface ReportEngine {
  /** `createdAt` is the PDF's creation date (its metadata); `markdownPicture: false` leaves the bodygraph out of Markdown (a tool's text). */
  natal(chart: NatalChartV3, person: ReportPerson, format: ReportFormat, createdAt: Date, options?: ReportRenderOptions): MaybePromise<RenderedReport>;
  relationship(composite: CompositeChartV2, people: readonly [ReportPerson, ReportPerson], format: ReportFormat, createdAt: Date, options?: ReportRenderOptions): MaybePromise<RenderedReport>;
}

/** A value or a promise of it: engines may answer synchronously or not. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * Everything operations call, typed with the engines' own result types. The default wiring is
 * `createDefaultEngines()`; tests inject replacements (a slow chart, a fixed clock) through the
 * executor's dependencies.
 */
export interface OperationEngines {
  natalChart<Version extends ChartVersion>(birth: LocalMoment, version: Version): MaybePromise<NatalChartOf<Version>>;
  compositeChart<Version extends CompositeVersion>(first: LocalMoment, second: LocalMoment, version: Version): MaybePromise<CompositeChartOf<Version>>;
  /** The group composite of 3 to 12 births (with optional names). */
  groupComposite(members: readonly (LocalMoment & { readonly name?: string | undefined })[]): MaybePromise<GroupComposite>;
  transitChart(birth: LocalMoment, transit: LocalMoment): MaybePromise<TransitChart>;
  /** Positions of the 13 bodies at a moment (gate, line, sign, retrograde and dignity per planet). */
  planetaryPositions(moment: LocalMoment): MaybePromise<PlanetaryPositions>;
  readonly reference: ReferenceEngine;
  readonly locations: LocationEngine;
  readonly celebrities: CelebrityDirectory;
  readonly calendar: CalendarEngine;
  readonly pictures: PictureEngine;
  readonly reports: ReportEngine;
}
