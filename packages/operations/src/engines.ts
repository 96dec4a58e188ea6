/** How a local time in a daylight-saving gap or fold is resolved. */
export type Disambiguation = 'compatible' | 'earlier' | 'later' | 'reject';

/** A local wall time in an IANA zone, already validated and canonical. */
export interface LocalMoment {
  /** `YYYY-MM-DDTHH:MM:SS[.f]`, canonical (see `canonicalLocalDateTime`). */
  readonly date: string;
  /** Canonical IANA zone name. */
  readonly timezone: string;
  readonly disambiguation?: Disambiguation;
}

/** Natal chart versions of the REST paths `/hd-data`, `/v2/hd-data`, `/v3/hd-data`. */
export type ChartVersion = 'v1' | 'v2' | 'v3';

/** Reference lookups; getters throw `reference_not_found` / `invalid_reference_id`. */
export interface ReferenceEngine {
  listGates(): unknown;
  getGate(gateNumber: number): unknown;
  listChannels(): unknown;
  getChannel(channelId: string): unknown;
  listCenters(): unknown;
  getCenter(centerName: string): unknown;
  listProfiles(): unknown;
  getProfile(profileId: string): unknown;
  /** Other reference kinds of the `get_reference_item` tool: cross, type, authority. */
  getItem(kind: 'cross' | 'type' | 'authority', id: string): unknown;
}

/** Place search and place → zone resolution (`@mandala/atlas`). */
export interface LocationEngine {
  searchLocations(text: string, options: { limit: number }): unknown;
  resolveTimezone(text: string): unknown;
}

/** Celebrity records (issue 4). `getCelebrity` returns `undefined` for an unknown slug or id. */
export interface CelebrityDirectory {
  /** `type`, `profile` and `authority` are optional filters (the `search_celebrities` tool). */
  searchCelebrities(query: string, options: { limit: number; type?: string; profile?: string; authority?: string }): unknown;
  getCelebrity(slugOrId: string): unknown;
}

/**
 * Everything operations call. The default wiring is `createDefaultEngines()`; tests inject
 * replacements (a slow chart, a fixed clock) through the executor's dependencies.
 */
export interface OperationEngines {
  natalChart(birth: LocalMoment, version: ChartVersion): unknown;
  compositeChart(first: LocalMoment, second: LocalMoment, version: 'v1' | 'v2'): unknown;
  transitChart(birth: LocalMoment, transit: LocalMoment): unknown;
  /** Positions of the 13 bodies at a moment (gate, line, sign, retrograde per planet). */
  planetaryPositions(moment: LocalMoment): unknown;
  readonly reference: ReferenceEngine;
  readonly locations: LocationEngine;
  readonly celebrities: CelebrityDirectory;
}
