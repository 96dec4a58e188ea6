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
import type { CelebrityDirectory, LocalMoment, LocationEngine, OperationEngines, ReferenceEngine } from './engines';
import { OperationError } from './errors';

type EngineFunction = (...parameters: never[]) => unknown;
type ModuleLoader = () => Promise<object>;

// Engine packages load on first use, so a package that is missing a function (or fails to load)
// only affects the operations that call it, and start-up stays fast.
const loadAtlas: ModuleLoader = () => import('@mandala/atlas');
const loadBodygraph: ModuleLoader = () => import('@mandala/bodygraph');
const loadEphemeris: ModuleLoader = () => import('@mandala/ephemeris');

/**
 * The engine function `name` of the module `load` resolves to, or a stand-in that throws
 * `not_implemented` (501) while the engine package does not export it. Resolved on first call.
 */
function engineFunction(load: ModuleLoader, packageName: string, name: string): (...parameters: unknown[]) => Promise<unknown> {
  let resolved: EngineFunction | undefined;
  return async (...parameters: unknown[]) => {
    if (resolved === undefined) {
      const candidate = ((await load()) as Record<string, unknown>)[name];
      if (typeof candidate !== 'function') {
        throw new OperationError('not_implemented', `${packageName} does not provide ${name} yet.`, { details: { packageName, name } });
      }
      resolved = candidate as EngineFunction;
    }
    return resolved(...(parameters as never[]));
  };
}

/** The reference engine over `@mandala/reference-library`: list endpoints return summaries, getters full items. */
export const referenceEngine: ReferenceEngine = {
  listGates: () => gates.map(({ number, name, center, theme }) => ({ number, name, center, theme })),
  getGate: (gateNumber) => getGate(gateNumber),
  listChannels: () => channels.map(({ id, name, gates: channelGates, centers: channelCenters, circuit }) => ({
    id,
    name,
    gates: channelGates,
    centers: channelCenters,
    circuit,
  })),
  getChannel: (channelId) => getChannel(channelId),
  listCenters: () => centers.map(({ name, id, biologicalCorrelation, gates: centerGates }) => ({
    name,
    id,
    biologicalCorrelation,
    gates: centerGates,
  })),
  getCenter: (centerName) => getCenter(centerName),
  listProfiles: () => profiles.map(({ id, name, angle }) => ({ id, name, angle })),
  getProfile: (profileId) => getProfile(profileId),
  getItem: (kind, id) => {
    if (kind === 'cross') return getIncarnationCross(id);
    if (kind === 'type') return getType(id);
    return getAuthority(id);
  },
};

/** The location engine over `@mandala/atlas` (501 until the atlas exports its functions). */
export const locationEngine: LocationEngine = {
  searchLocations: engineFunction(loadAtlas, '@mandala/atlas', 'searchLocations'),
  resolveTimezone: engineFunction(loadAtlas, '@mandala/atlas', 'resolveTimezone'),
};

/**
 * The celebrity directory until the celebrity data lands (issue 4): search finds nothing,
 * lookups find nothing (404).
 */
export const emptyCelebrityDirectory: CelebrityDirectory = {
  searchCelebrities: () => [],
  getCelebrity: () => undefined,
};

/**
 * Loads the engine packages now instead of on first use (the atlas index takes seconds to build), so
 * the first requests after start-up are not slow. Resolves to the packages that failed to load,
 * with their error messages; never rejects.
 */
export async function preloadDefaultEngines(): Promise<{ packageName: string; message: string }[]> {
  const loaders: [string, ModuleLoader][] = [
    ['@mandala/ephemeris', loadEphemeris],
    ['@mandala/bodygraph', loadBodygraph],
    ['@mandala/atlas', loadAtlas],
  ];
  const failures: { packageName: string; message: string }[] = [];
  for (const [packageName, load] of loaders) {
    try {
      const module = (await load()) as Record<string, unknown>;
      // Touch the atlas once so its index is built before the first request.
      if (packageName === '@mandala/atlas' && typeof module.searchLocations === 'function') {
        (module.searchLocations as (text: string, options: { limit: number }) => unknown)('London', { limit: 1 });
      }
    } catch (error) {
      failures.push({ packageName, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return failures;
}

/** Options of {@link createDefaultEngines}. */
export interface DefaultEngineOptions {
  /** Celebrity records; default {@link emptyCelebrityDirectory}. */
  readonly celebrities?: CelebrityDirectory;
}

/** The engines wired to the Mandala engine packages. */
export function createDefaultEngines(options: DefaultEngineOptions = {}): OperationEngines {
  const natalChart = engineFunction(loadBodygraph, '@mandala/bodygraph', 'natalChart');
  const compositeChart = engineFunction(loadBodygraph, '@mandala/bodygraph', 'compositeChart');
  const transitChart = engineFunction(loadBodygraph, '@mandala/bodygraph', 'transitChart');
  const activationsAt = engineFunction(loadBodygraph, '@mandala/bodygraph', 'activationsAt');
  const resolveLocalTime = engineFunction(loadEphemeris, '@mandala/ephemeris', 'resolveLocalTime');
  const instantOf = async (moment: LocalMoment): Promise<Date> => ((await resolveLocalTime(moment)) as { instant: Date }).instant;
  return {
    natalChart: (birth, version) => natalChart(birth, { version }),
    compositeChart: (first, second, version) => compositeChart(first, second, { version }),
    transitChart: async (birth, transit) => transitChart(birth, await instantOf(transit)),
    planetaryPositions: async (moment) => {
      const instant = await instantOf(moment);
      return { UtcInstant: instant.toISOString(), Planets: await activationsAt(instant) };
    },
    reference: referenceEngine,
    locations: locationEngine,
    celebrities: options.celebrities ?? emptyCelebrityDirectory,
  };
}
