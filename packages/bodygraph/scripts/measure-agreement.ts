// Agreement of Mandala's natal charts with reference charts built from Swiss Ephemeris longitudes
// (test/fixtures/swisseph-charts.json). Both sides go through the same chart rules: Mandala's chart is
// natalChartAt(birth, v3); the reference is chartFromLongitudes(SE longitudes, v3). So every difference
// measured here comes from the ephemeris (positions and design moment), not from the rules.
// Run: pnpm --filter @mandala/bodygraph measure:agreement   (prints the rates; asserts nothing)
// The test test/agreement-vs-swisseph.test.ts imports measureAgreement and asserts the accepted bar.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ACTIVATING_BODY_NAMES, chartFromLongitudes, natalChartAt } from '../src/index';
import type { ActivatingBodyName, NatalChartV3, PlanetV3, SidePositions, SourceBodyName } from '../src/index';

/** One reference chart: [birthUtc, designUtc, designJulianDayUt, personality longitudes, design longitudes]. */
export type SwissEphChartRow = [string, string, number, number[], number[]];

/** The fixture written by scripts/generate-swisseph-charts.ts. */
export interface SwissEphChartFixture {
  bodies: SourceBodyName[];
  charts: SwissEphChartRow[];
}

/** Path of the fixture. */
export const SWISSEPH_CHARTS_PATH = fileURLToPath(new URL('../test/fixtures/swisseph-charts.json', import.meta.url));

/** Reads the fixture, or null when it has not been generated. */
export function loadSwissEphCharts(): SwissEphChartFixture | null {
  if (!existsSync(SWISSEPH_CHARTS_PATH)) return null;
  return JSON.parse(readFileSync(SWISSEPH_CHARTS_PATH, 'utf8')) as SwissEphChartFixture;
}

/** Activation levels, each counted cumulatively: `tone` agrees only when gate, line, color and tone all agree. */
export const ACTIVATION_LEVELS = ['gate', 'line', 'color', 'tone', 'base'] as const;
export type ActivationLevel = (typeof ACTIVATION_LEVELS)[number];

/** Chart-level properties compared. `arrows` = all four variable arrows agree. */
export const CHART_PROPERTIES = ['type', 'authority', 'profile', 'definition', 'channels', 'cross', 'arrows'] as const;
export type ChartProperty = (typeof CHART_PROPERTIES)[number];

/** What {@link measureAgreement} found. Rates are fractions in [0, 1]. */
export interface AgreementReport {
  chartCount: number;
  /** 26 per chart. */
  activationCount: number;
  activationRates: Record<ActivationLevel, number>;
  chartRates: Record<ChartProperty, number>;
  /** Activations (both sides) whose gate/line/color/tone differ, per body. */
  toneMismatchesByBody: Record<ActivatingBodyName, { personality: number; design: number }>;
  /** Largest |Mandala design instant − Swiss Ephemeris design instant|, seconds. */
  maxDesignDifferenceSeconds: number;
  /** Mean of the same, seconds. */
  meanDesignDifferenceSeconds: number;
  /** Births of the first few charts that differ in a chart-level property, for inspection. */
  chartMismatchExamples: Array<{ birthUtc: string; property: ChartProperty; mandala: string; reference: string }>;
  /** Wall time of computing the Mandala charts, milliseconds. */
  mandalaChartsMilliseconds: number;
}

const MILLISECONDS_PER_DAY = 86_400_000;
const JULIAN_DAY_UNIX_EPOCH = 2_440_587.5;

function sidePositions(bodies: readonly SourceBodyName[], longitudes: readonly number[]): SidePositions {
  const positions: Partial<Record<SourceBodyName, number>> = {};
  bodies.forEach((body, index) => {
    positions[body] = longitudes[index] as number;
  });
  return positions as SidePositions;
}

/** Matching depth of two activations: 0 = gate differs, 1 = gate agrees … 5 = down to the base. */
function matchDepth(mandala: PlanetV3, reference: PlanetV3): number {
  if (mandala.Gate !== reference.Gate) return 0;
  if (mandala.Line !== reference.Line) return 1;
  if (mandala.Color !== reference.Color) return 2;
  if (mandala.Tone !== reference.Tone) return 3;
  if (mandala.Base !== reference.Base) return 4;
  return 5;
}

function chartProperties(chart: NatalChartV3): Record<ChartProperty, string> {
  const variables = chart.Variables;
  return {
    type: chart.Type.Name,
    authority: chart.Authority.Name,
    profile: chart.Profile.Id,
    definition: chart.Definition.Name,
    channels: chart.Channels.map((channel) => channel.Id)
      .sort()
      .join(' '),
    cross: chart.IncarnationCross.Name,
    arrows: [variables.Determination, variables.Environment, variables.Motivation, variables.Perspective]
      .map((variable) => variable.Arrow)
      .join(' '),
  };
}

/**
 * Compares, for every fixture birth, Mandala's v3 chart with the chart the same rules build from the
 * Swiss Ephemeris longitudes. `limit` caps the number of charts (all by default).
 */
export function measureAgreement(fixture: SwissEphChartFixture, limit = fixture.charts.length): AgreementReport {
  const rows = fixture.charts.slice(0, limit);
  const depthCounts = new Array<number>(6).fill(0);
  const chartAgreements = Object.fromEntries(CHART_PROPERTIES.map((property) => [property, 0])) as Record<ChartProperty, number>;
  const toneMismatchesByBody = Object.fromEntries(
    ACTIVATING_BODY_NAMES.map((body) => [body, { personality: 0, design: 0 }]),
  ) as AgreementReport['toneMismatchesByBody'];
  const chartMismatchExamples: AgreementReport['chartMismatchExamples'] = [];
  let maxDesignDifferenceSeconds = 0;
  let sumDesignDifferenceSeconds = 0;
  let mandalaChartsMilliseconds = 0;

  for (const [birthUtc, designUtc, designJulianDayUt, personalityLongitudes, designLongitudes] of rows) {
    const started = performance.now();
    const mandala = natalChartAt(new Date(birthUtc), { version: 'v3' });
    mandalaChartsMilliseconds += performance.now() - started;
    const reference = chartFromLongitudes(
      {
        personality: sidePositions(fixture.bodies, personalityLongitudes),
        design: sidePositions(fixture.bodies, designLongitudes),
      },
      { version: 'v3', birthInstant: new Date(birthUtc), designInstant: new Date(designUtc) },
    );

    for (const [side, key] of [
      ['Personality', 'personality'],
      ['Design', 'design'],
    ] as const) {
      for (const body of ACTIVATING_BODY_NAMES) {
        const depth = matchDepth(mandala.Planets[side][body], reference.Planets[side][body]);
        depthCounts[depth] = (depthCounts[depth] ?? 0) + 1;
        if (depth < 4) toneMismatchesByBody[body][key]++;
      }
    }

    const mandalaProperties = chartProperties(mandala);
    const referenceProperties = chartProperties(reference);
    for (const property of CHART_PROPERTIES) {
      if (mandalaProperties[property] === referenceProperties[property]) chartAgreements[property]++;
      else if (chartMismatchExamples.length < 10) {
        chartMismatchExamples.push({
          birthUtc,
          property,
          mandala: mandalaProperties[property],
          reference: referenceProperties[property],
        });
      }
    }

    const referenceDesignMilliseconds = (designJulianDayUt - JULIAN_DAY_UNIX_EPOCH) * MILLISECONDS_PER_DAY;
    const differenceSeconds = Math.abs(Date.parse(mandala.DesignDateUtc) - referenceDesignMilliseconds) / 1000;
    maxDesignDifferenceSeconds = Math.max(maxDesignDifferenceSeconds, differenceSeconds);
    sumDesignDifferenceSeconds += differenceSeconds;
  }

  const activationCount = rows.length * 2 * ACTIVATING_BODY_NAMES.length;
  // An activation agrees at a level when its match depth reaches that level (gate = 1 … base = 5).
  const agreeingAtDepth = (depth: number) => depthCounts.slice(depth).reduce((sum, count) => sum + count, 0);
  const activationRates = Object.fromEntries(
    ACTIVATION_LEVELS.map((level, index) => [level, agreeingAtDepth(index + 1) / activationCount]),
  ) as Record<ActivationLevel, number>;
  const chartRates = Object.fromEntries(
    CHART_PROPERTIES.map((property) => [property, chartAgreements[property] / rows.length]),
  ) as Record<ChartProperty, number>;
  return {
    chartCount: rows.length,
    activationCount,
    activationRates,
    chartRates,
    toneMismatchesByBody,
    maxDesignDifferenceSeconds,
    meanDesignDifferenceSeconds: rows.length === 0 ? 0 : sumDesignDifferenceSeconds / rows.length,
    chartMismatchExamples,
    mandalaChartsMilliseconds,
  };
}

const percent = (rate: number) => `${(rate * 100).toFixed(3)}%`;

/** The report as a plain-text table. */
export function formatAgreementReport(report: AgreementReport): string {
  const lines = [
    `Mandala vs Swiss Ephemeris: ${report.chartCount} charts, ${report.activationCount} activations`,
    'activation level        agreement   mismatches',
  ];
  for (const level of ACTIVATION_LEVELS) {
    const rate = report.activationRates[level];
    const label = level === 'gate' ? 'gate' : `gate…${level}`;
    lines.push(`  ${label.padEnd(22)}${percent(rate).padStart(9)}   ${Math.round((1 - rate) * report.activationCount)}`);
  }
  lines.push('chart property          agreement   mismatches');
  for (const property of CHART_PROPERTIES) {
    const rate = report.chartRates[property];
    const label = property === 'arrows' ? 'all four arrows' : property;
    lines.push(`  ${label.padEnd(22)}${percent(rate).padStart(9)}   ${Math.round((1 - rate) * report.chartCount)}`);
  }
  lines.push('tone mismatches per body (personality + design)');
  for (const body of ACTIVATING_BODY_NAMES) {
    const { personality, design } = report.toneMismatchesByBody[body];
    lines.push(`  ${body.padEnd(22)}${String(personality + design).padStart(5)}  (${personality} + ${design})`);
  }
  lines.push(
    `design instant |Δ|: max ${report.maxDesignDifferenceSeconds.toFixed(3)} s, mean ${report.meanDesignDifferenceSeconds.toFixed(3)} s`,
    `Mandala charts: ${report.mandalaChartsMilliseconds.toFixed(0)} ms (${(report.mandalaChartsMilliseconds / Math.max(report.chartCount, 1)).toFixed(2)} ms/chart)`,
  );
  for (const example of report.chartMismatchExamples) {
    lines.push(`  differs: ${example.birthUtc} ${example.property}: Mandala "${example.mandala}" vs SE "${example.reference}"`);
  }
  return lines.join('\n');
}

function main(): void {
  const fixture = loadSwissEphCharts();
  if (fixture === null) {
    console.error(`missing ${SWISSEPH_CHARTS_PATH}; run scripts/generate-swisseph-charts.ts first`);
    process.exitCode = 1;
    return;
  }
  console.log(formatAgreementReport(measureAgreement(fixture)));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
