import { getJson, getSvg } from './api-client';
import type { ApiResult } from './api-client';
import type { ApiProblem } from './api-problem';
import { compositeChartUrl, natalChartUrl, pictureUrl } from './birth-query';
import type { BirthInput, ChartVersion, CompositeVersion } from './birth-query';
import type { OfflineEngine } from './offline-engine';

/** Where charts and pictures come from: the service with a key, or the engine in this page. */
export interface ChartSource {
  natalChart(version: ChartVersion, birth: BirthInput): Promise<ApiResult<unknown>>;
  natalPicture(theme: 'light' | 'dark', birth: BirthInput): Promise<ApiResult<string>>;
  compositeChart(version: CompositeVersion, first: BirthInput, second: BirthInput): Promise<ApiResult<unknown>>;
  compositePicture(theme: 'light' | 'dark', first: BirthInput, second: BirthInput): Promise<ApiResult<string>>;
}

/** The service's routes, called with `key`: each call is one request and costs its units. */
export function onlineSource(key: string): ChartSource {
  return {
    natalChart: (version, birth) => getJson(natalChartUrl(version, birth), key),
    natalPicture: (theme, birth) => getSvg(pictureUrl(theme, birth), key),
    compositeChart: (version, first, second) => getJson(compositeChartUrl(first, second, version), key),
    compositePicture: (theme, first, second) => getSvg(pictureUrl(theme, first, second), key),
  };
}

/** The picture width the service draws by default, in pixels. */
const pictureWidth = 600;

/** An engine error as the page shows problems: its code (`invalid_timezone`…) and message, status 0. */
export function engineProblem(error: unknown): ApiProblem {
  const code = typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : 'engine_error';
  return { status: 0, code, message: error instanceof Error ? error.message : String(error), issues: [] };
}

/** One day, in milliseconds. */
const DAY_MILLISECONDS = 86_400_000;

/**
 * The UTC days a birth's local date can fall on (a day either side covers every zone offset), or undefined when
 * the date is not a calendar date (then the engine reports it, with its own message).
 */
export function positionTableWindow(birth: BirthInput): readonly [Date, Date] | undefined {
  const midnight = Date.parse(`${birth.date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birth.date) || Number.isNaN(midnight)) return undefined;
  return [new Date(midnight - DAY_MILLISECONDS), new Date(midnight + 2 * DAY_MILLISECONDS)];
}

/**
 * Fetches the position tables of each birth (the browser entry of the ephemeris holds none until asked: one chunk
 * per span of about 22 years), then calculates. Each birth is loaded alone, so two births decades apart fetch
 * their two spans, not every span between them. A date outside the tables' range loads nothing and the engine
 * says `date_out_of_range`.
 */
async function computed<Value>(engine: OfflineEngine, births: readonly BirthInput[], calculate: () => Value): Promise<ApiResult<Value>> {
  try {
    await Promise.all(
      births.map((birth) => {
        const window = positionTableWindow(birth);
        return window === undefined ? undefined : engine.loadPositionTables(...window);
      }),
    );
    return { ok: true, value: calculate() };
  } catch (error) {
    return { ok: false, problem: engineProblem(error) };
  }
}

const localMoment = (birth: BirthInput) => ({ date: `${birth.date}T${birth.time}`, timezone: birth.timezone });

/**
 * The engine in this page: the same calls the service makes for these routes (v2 charts for the pictures,
 * 600 pixels wide), so the answers are the service's, computed without a request or a key.
 */
export function offlineSource(engine: OfflineEngine): ChartSource {
  return {
    natalChart: (version, birth) => computed(engine, [birth], () => engine.natalChart(localMoment(birth), { version })),
    natalPicture: (theme, birth) =>
      computed(engine, [birth], () => engine.renderBodygraphSvg(engine.natalChart(localMoment(birth), { version: 'v2' }), { theme, size: pictureWidth })),
    compositeChart: (version, first, second) => computed(engine, [first, second], () => engine.compositeChart(localMoment(first), localMoment(second), { version })),
    compositePicture: (theme, first, second) =>
      computed(engine, [first, second], () =>
        engine.renderCompositeBodygraphSvg(engine.compositeChart(localMoment(first), localMoment(second), { version: 'v2' }), { theme, size: pictureWidth }),
      ),
  };
}
