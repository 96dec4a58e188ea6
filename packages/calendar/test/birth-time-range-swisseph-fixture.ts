// Reads test/fixtures/birth-time-range-swisseph.json (Swiss Ephemeris 2.10.03; see test/fixtures/README.md) and
// pairs every activation change it lists with the segment boundary of chartsOverTimeRange at `activations` level.
// Shared by test/birth-time-range-vs-swisseph.test.ts and scripts/measure-birth-time-range-accuracy.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { activationFromLongitude, type GateActivationV1 } from '@mandala/bodygraph';
import { bodyLongitudeAndSpeed, sunLongitudeAndSpeed, type BodyName } from '@mandala/ephemeris';
import { chartsOverTimeRange, type BirthTimeRange } from '../src/index';

interface FixtureCase {
  date: string;
  toDate: string;
  timezone: string;
  start: number;
  end: number;
  rows: number[][];
}

interface FixtureFile {
  bodies: BodyName[];
  cases: FixtureCase[];
}

let cached: FixtureFile | undefined;

/** The parsed fixture. */
export function birthTimeRangeReference(): FixtureFile {
  cached ??= JSON.parse(
    readFileSync(fileURLToPath(new URL('./fixtures/birth-time-range-swisseph.json', import.meta.url)), 'utf8'),
  ) as FixtureFile;
  return cached;
}

/** One activation change compared with Swiss Ephemeris. */
export interface BoundaryComparison {
  readonly side: 'Personality' | 'Design';
  readonly body: BodyName;
  /** The birth instant of the reference change. */
  readonly instant: Date;
  /** The change is also a boundary of the `headline` level (the headline changes there). */
  readonly headlineBoundary: boolean;
  /** Ours minus Swiss Ephemeris, seconds (ours written to the millisecond). */
  readonly differenceSeconds: number;
  /**
   * The difference our ephemeris alone accounts for, seconds: how far our body (design side: and our Sun at both
   * instants) stands from Swiss Ephemeris's at the reference instants, divided by the rates. Then
   * `differenceSeconds − explainedSeconds` is the search's own error.
   */
  readonly explainedSeconds: number;
}

/** Result of the comparison. */
export interface BoundaryReport {
  readonly compared: BoundaryComparison[];
  /** Reference changes without a boundary of ours, and boundaries of ours without a reference change. */
  readonly missing: string[];
  readonly extra: string[];
  /** Headline boundaries that are not one of the compared boundaries. */
  readonly unmatchedHeadlineBoundaries: string[];
  /** Windows whose first or last instant differs from the fixture's. */
  readonly windowMismatches: string[];
  readonly windowCount: number;
}

const SECONDS_PER_DAY = 86_400;
const UNIX_EPOCH_JULIAN_DAY = 2_440_587.5;
/** Changes this close to a window's ends are left out: ours and the reference may put them on either side. */
const EDGE_MARGIN_DAYS = 2 / SECONDS_PER_DAY;
const SOURCE_BODIES = new Set(['Sun', 'Moon', 'NorthNode', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);

const julianDayOf = (milliseconds: number) => milliseconds / 86_400_000 + UNIX_EPOCH_JULIAN_DAY;
const millisecondsOf = (julianDayUt: number) => Math.round((julianDayUt - UNIX_EPOCH_JULIAN_DAY) * 86_400_000);

function signedDegrees(degrees: number): number {
  let wrapped = degrees % 360;
  if (wrapped > 180) wrapped -= 360;
  if (wrapped <= -180) wrapped += 360;
  return wrapped;
}

/** `Personality Moon 17.3`: which activation changed and the line it entered. */
function keyOf(side: string, body: string, gate: number, line: number): string {
  return `${side} ${body} ${gate}.${line}`;
}

/** The changes between consecutive segments, as keys at the boundary's Julian day. */
function ourChanges(range: BirthTimeRange<'activations'>): Array<{ key: string; julianDayUt: number }> {
  const changes: Array<{ key: string; julianDayUt: number }> = [];
  range.Segments.forEach((segment, index) => {
    const previous = range.Segments[index - 1];
    if (previous === undefined || previous.EndUtc !== segment.StartUtc) return;
    segment.Activations.forEach((activation: GateActivationV1, slot) => {
      const before = previous.Activations[slot] as GateActivationV1;
      if (!SOURCE_BODIES.has(activation.Planet) || (before.Gate === activation.Gate && before.Line === activation.Line)) return;
      changes.push({ key: keyOf(activation.Activation, activation.Planet, activation.Gate, activation.Line), julianDayUt: julianDayOf(Date.parse(segment.StartUtc)) });
    });
  });
  return changes;
}

function explainedSeconds(row: number[], body: BodyName): number {
  const [side, , cell, , birth, design, , sunAtBirth, sunAtDesign] = row as [number, number, number, number, number, number, number, number, number];
  const boundary = 302 + cell * 0.9375;
  if (side === 0) {
    const ours = bodyLongitudeAndSpeed(body, birth);
    return (-signedDegrees(ours.longitudeDegrees - boundary) / ours.speedDegreesPerDay) * SECONDS_PER_DAY;
  }
  const ours = bodyLongitudeAndSpeed(body, design);
  const sunAtDesignOurs = sunLongitudeAndSpeed(design);
  const sunAtBirthOurs = sunLongitudeAndSpeed(birth);
  const designShiftDays = -signedDegrees(ours.longitudeDegrees - boundary) / ours.speedDegreesPerDay;
  const sunDifferenceAtDesign = signedDegrees(sunAtDesignOurs.longitudeDegrees - sunAtDesign);
  const sunDifferenceAtBirth = signedDegrees(sunAtBirthOurs.longitudeDegrees - sunAtBirth);
  return (
    ((sunAtDesignOurs.speedDegreesPerDay * designShiftDays + sunDifferenceAtDesign - sunDifferenceAtBirth) / sunAtBirthOurs.speedDegreesPerDay) *
    SECONDS_PER_DAY
  );
}

/** Every reference change of every window against the boundaries of `chartsOverTimeRange` at `activations` level. */
export function compareBoundaries(): BoundaryReport {
  const fixture = birthTimeRangeReference();
  const compared: BoundaryComparison[] = [];
  const missing: string[] = [];
  const extra: string[] = [];
  const unmatchedHeadlineBoundaries: string[] = [];
  const windowMismatches: string[] = [];
  for (const each of fixture.cases) {
    const input = { date: each.date, toDate: each.toDate, timezone: each.timezone };
    const range = chartsOverTimeRange(input, { level: 'activations' });
    if (Date.parse(range.Window.StartUtc) !== millisecondsOf(each.start) || Date.parse(range.Window.EndUtc) !== millisecondsOf(each.end)) {
      windowMismatches.push(`${each.date} ${each.timezone}`);
    }
    const inside = (julianDayUt: number) => julianDayUt > each.start + EDGE_MARGIN_DAYS && julianDayUt < each.end - EDGE_MARGIN_DAYS;
    const ours = ourChanges(range).map((change) => ({ ...change, used: false }));
    const headlineStarts = new Set(chartsOverTimeRange(input).Segments.slice(1).map((segment) => Date.parse(segment.StartUtc)));
    const matchedBoundaries = new Set<number>();
    for (const row of each.rows) {
      const [side, bodyIndex, cell, direction, birth] = row as [number, number, number, number, number];
      if (!inside(birth)) continue;
      const body = fixture.bodies[bodyIndex] as BodyName;
      const entered = direction > 0 ? cell : (cell + 383) % 384;
      const { gate, line } = activationFromLongitude(302 + (entered + 0.5) * 0.9375);
      const sideName = side === 0 ? 'Personality' : 'Design';
      const key = keyOf(sideName, body, gate, line);
      let best: (typeof ours)[number] | undefined;
      for (const candidate of ours) {
        if (candidate.used || candidate.key !== key) continue;
        if (best === undefined || Math.abs(candidate.julianDayUt - birth) < Math.abs(best.julianDayUt - birth)) best = candidate;
      }
      const instant = new Date(millisecondsOf(birth));
      if (best === undefined || Math.abs(best.julianDayUt - birth) > 0.5) {
        missing.push(`${key} at ${instant.toISOString()}`);
        continue;
      }
      best.used = true;
      const boundary = millisecondsOf(best.julianDayUt);
      matchedBoundaries.add(boundary);
      compared.push({
        side: sideName,
        body,
        instant,
        headlineBoundary: headlineStarts.has(boundary),
        differenceSeconds: (best.julianDayUt - birth) * SECONDS_PER_DAY,
        explainedSeconds: explainedSeconds(row, body),
      });
    }
    for (const candidate of ours) {
      if (!candidate.used && inside(candidate.julianDayUt)) extra.push(`${candidate.key} at ${new Date(millisecondsOf(candidate.julianDayUt)).toISOString()}`);
    }
    for (const at of headlineStarts) {
      if (inside(julianDayOf(at)) && !matchedBoundaries.has(at)) unmatchedHeadlineBoundaries.push(`${each.date} ${each.timezone} ${new Date(at).toISOString()}`);
    }
  }
  return { compared, missing, extra, unmatchedHeadlineBoundaries, windowMismatches, windowCount: fixture.cases.length };
}
