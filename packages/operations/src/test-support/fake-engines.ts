// Deterministic engines for unit tests: each chart echoes its input so tests can see what reached it.
import { reportEngine } from '../report-engine';
import type { OperationEngines, PictureEngine } from '../engines';
import { calendarEngine, emptyCelebrityDirectory, referenceEngine } from '../default-engines';

/**
 * A test double's answer in place of the engine's typed result: echo engines return what reached them,
 * not a chart, so their values are deliberately not of the engine's type.
 */
export function echoed<Result>(value: unknown): Result {
  return value as Result;
}

/**
 * Pictures of what reached the picture engine: an SVG whose `data-kind` and `data-chart` name the chart kind
 * and echo the chart's JSON, and a "PNG" that is the PNG signature followed by that SVG's bytes.
 */
export const echoPictureEngine: PictureEngine = {
  natalSvg: (chart, options) => echoSvg('natal', chart, options),
  compositeSvg: (composite, options) => echoSvg('composite', composite, options),
  transitSvg: (transit, options) => echoSvg('transit', transit, options),
  png: (svg) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.from(svg, 'utf8')]),
};

function echoSvg(kind: string, chart: unknown, options: unknown): string {
  const attribute = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" data-kind="${kind}" data-options="${attribute(options)}" data-chart="${attribute(chart)}"/>`;
}

/** Engines that echo their arguments; `calls` counts engine invocations. */
export function createEchoEngines(): OperationEngines & { calls: number } {
  const engines: OperationEngines & { calls: number } = {
    calls: 0,
    natalChart(birth, version) {
      engines.calls += 1;
      return echoed({ Type: 'Generator', Birth: birth, Version: version });
    },
    compositeChart(first, second, version) {
      engines.calls += 1;
      return echoed({ First: first, Second: second, Version: version });
    },
    groupComposite(members) {
      engines.calls += 1;
      return echoed({ Members: members });
    },
    transitChart(birth, transit) {
      engines.calls += 1;
      return echoed({ Birth: birth, Transit: transit, HangingGates: [] });
    },
    planetaryPositions(moment) {
      engines.calls += 1;
      return echoed({
        Moment: moment,
        Planets: [
          { Planet: 'Sun', Gate: 34, Line: 2, Retrograde: false },
          { Planet: 'Moon', Gate: 20, Line: 5, Retrograde: false },
          { Planet: 'Mercury', Gate: 1, Line: 1, Retrograde: true },
        ],
      });
    },
    reference: referenceEngine,
    locations: {
      searchLocations: (text) => echoed([{ city: text, country: 'Testland', timezone: 'UTC', latitude: 0, longitude: 0 }]),
      resolveTimezone: (text) => echoed({ city: text, timezone: 'UTC' }),
    },
    celebrities: emptyCelebrityDirectory,
    calendar: calendarEngine,
    pictures: echoPictureEngine,
    reports: reportEngine,
  };
  return engines;
}
