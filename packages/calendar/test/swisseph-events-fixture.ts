// Reads test/fixtures/swisseph-events.json (Swiss Ephemeris 2.10.03 output; see test/fixtures/README.md) and matches
// the event finder's results against it. Shared by test/events-vs-swisseph.test.ts and
// scripts/measure-event-accuracy.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { activationFromLongitude } from '@mandala/bodygraph';
import { bodyLongitudeAndSpeed, dateFromJulianDayUt, type BodyName } from '@mandala/ephemeris';
import {
  gateCrossings,
  longitudeReturns,
  MOON_PHASE_NAMES,
  moonPhases,
  stations,
  type EventBody,
  type GateCrossing,
} from '../src/events';

interface FixtureWindow {
  start: number;
  end: number;
  bodies: number[];
  rows: number[][];
}

interface FixtureFile {
  bodies: EventBody[];
  crossingWindows: FixtureWindow[];
  stationWindows: FixtureWindow[];
  phaseWindows: Array<{ start: number; end: number; rows: number[][] }>;
  returnCases: Array<{ body: number; longitudeDegrees: number; start: number; end: number; rows: number[][] }>;
}

let cached: FixtureFile | undefined;

/** The parsed fixture. */
export function swissEphemerisEvents(): FixtureFile {
  cached ??= JSON.parse(readFileSync(fileURLToPath(new URL('./fixtures/swisseph-events.json', import.meta.url)), 'utf8')) as FixtureFile;
  return cached;
}

/** One event compared: which kind and body, the time difference and what it is allowed to be. */
export interface EventComparison {
  readonly kind: 'crossing' | 'station' | 'phase' | 'return';
  readonly body: string;
  readonly julianDayUt: number;
  /** Ours minus Swiss Ephemeris, seconds. */
  readonly differenceSeconds: number;
  /** The same difference as longitude (time × speed, or ½·acceleration·time² at a station), arcseconds. */
  readonly differenceArcseconds: number;
  /** max(1 s, the time the longitude takes to move 0.05″). */
  readonly allowedSeconds: number;
  /**
   * How far our ephemeris is from Swiss Ephemeris at the reference instant, in the searched quantity: longitude
   * (crossings, returns) or elongation (phases) in arcseconds, speed in arcseconds/day (stations).
   */
  readonly ephemerisDifference: number;
  /**
   * The time difference that ephemeris difference alone explains (−difference / rate, seconds), so that
   * `differenceSeconds − explainedSeconds` is the finder's own error.
   */
  readonly explainedSeconds: number;
}

/** Result of a comparison: matched pairs, and events only one side found (with where they are). */
export interface ComparisonReport {
  readonly compared: EventComparison[];
  readonly missing: string[];
  readonly extra: string[];
}

const SECONDS_PER_DAY = 86_400;
/** The time tolerance: 1 s, or for a slow body the time its longitude moves 0.05″. */
export const TOLERANCE_ARCSECONDS = 0.05;
/** Our search windows reach this far beyond the fixture's, so events near the edges are matched, not cut. */
const MARGIN_DAYS = 1;

function date(julianDayUt: number): Date {
  return dateFromJulianDayUt(julianDayUt);
}

let lineCellIndex: Map<string, number> | undefined;

/** Line cell (0..383, line k starting at 302° + k·0.9375°) of a gate and line, from the bodygraph's wheel. */
export function lineCellOf(gate: number, line: number): number {
  if (lineCellIndex === undefined) {
    lineCellIndex = new Map();
    for (let cell = 0; cell < 384; cell += 1) {
      const activation = activationFromLongitude(302 + (cell + 0.5) * 0.9375);
      lineCellIndex.set(`${activation.gate}.${activation.line}`, cell);
    }
  }
  return lineCellIndex.get(`${gate}.${line}`) as number;
}

/** The line cell starting at the boundary a crossing passes. */
export function boundaryCellOf(crossing: GateCrossing): number {
  return crossing.retrograde ? lineCellOf(crossing.fromGate, crossing.fromLine) : lineCellOf(crossing.toGate, crossing.toLine);
}

/** A longitude difference in degrees as arcseconds in (−648000, 648000]. */
function signedArcseconds(degrees: number): number {
  let wrapped = degrees % 360;
  if (wrapped > 180) wrapped -= 360;
  if (wrapped <= -180) wrapped += 360;
  return wrapped * 3600;
}

function allowedSeconds(speedDegreesPerDay: number): number {
  return Math.max(1, ((TOLERANCE_ARCSECONDS / 3600) / Math.abs(speedDegreesPerDay)) * SECONDS_PER_DAY);
}

/** Pairs every reference event with the nearest unused one of ours of the same key. */
function pair<Ours extends { julianDayUt: number }>(
  reference: Array<{ key: string; julianDayUt: number; make: (ours: Ours) => EventComparison }>,
  ours: Array<{ key: string; event: Ours }>,
  insideStart: number,
  insideEnd: number,
  label: (key: string, julianDayUt: number) => string,
): ComparisonReport {
  const byKey = new Map<string, Array<{ event: Ours; used: boolean }>>();
  for (const { key, event } of ours) {
    const list = byKey.get(key) ?? [];
    list.push({ event, used: false });
    byKey.set(key, list);
  }
  const compared: EventComparison[] = [];
  const missing: string[] = [];
  for (const entry of reference) {
    let best: { event: Ours; used: boolean } | undefined;
    for (const candidate of byKey.get(entry.key) ?? []) {
      if (candidate.used) continue;
      if (best === undefined || Math.abs(candidate.event.julianDayUt - entry.julianDayUt) < Math.abs(best.event.julianDayUt - entry.julianDayUt)) {
        best = candidate;
      }
    }
    // A partner further than a day away is not the same event.
    if (best === undefined || Math.abs(best.event.julianDayUt - entry.julianDayUt) > 1) {
      missing.push(label(entry.key, entry.julianDayUt));
      continue;
    }
    best.used = true;
    compared.push(entry.make(best.event));
  }
  const extra: string[] = [];
  for (const [key, list] of byKey) {
    for (const { event, used } of list) {
      if (!used && event.julianDayUt >= insideStart && event.julianDayUt < insideEnd) extra.push(label(key, event.julianDayUt));
    }
  }
  return { compared, missing, extra };
}

function merge(reports: ComparisonReport[]): ComparisonReport {
  return {
    compared: reports.flatMap((report) => report.compared),
    missing: reports.flatMap((report) => report.missing),
    extra: reports.flatMap((report) => report.extra),
  };
}

function describe(key: string, julianDayUt: number): string {
  return `${key} at ${date(julianDayUt).toISOString()}`;
}

/** Every line crossing of the fixture against {@link gateCrossings} with `lines: true`. */
export function compareCrossings(): ComparisonReport {
  const fixture = swissEphemerisEvents();
  return merge(
    fixture.crossingWindows.map((window) => {
      const bodies = window.bodies.map((index) => fixture.bodies[index] as EventBody);
      const ours = gateCrossings(
        { start: date(window.start - MARGIN_DAYS), end: date(window.end + MARGIN_DAYS) },
        { bodies, lines: true },
      ).map((crossing) => ({ key: `${crossing.body} line ${boundaryCellOf(crossing)} ${crossing.retrograde ? 'backwards' : 'forwards'}`, event: crossing }));
      const reference = window.rows.map(([body, cell, direction, julianDayUt, speed]) => {
        const name = fixture.bodies[body as number] as string;
        return {
          key: `${name} line ${cell} ${direction === 1 ? 'forwards' : 'backwards'}`,
          julianDayUt: julianDayUt as number,
          make: (crossing: GateCrossing): EventComparison => {
            const differenceDays = crossing.julianDayUt - (julianDayUt as number);
            const boundary = 302 + (cell as number) * 0.9375;
            const ours = bodyLongitudeAndSpeed(name as BodyName, julianDayUt as number);
            const ephemerisDifference = signedArcseconds(ours.longitudeDegrees - boundary);
            return {
              kind: 'crossing',
              body: name,
              julianDayUt: julianDayUt as number,
              differenceSeconds: differenceDays * SECONDS_PER_DAY,
              differenceArcseconds: Math.abs(differenceDays * (speed as number)) * 3600,
              allowedSeconds: allowedSeconds(speed as number),
              ephemerisDifference,
              explainedSeconds: (-ephemerisDifference / 3600 / ours.speedDegreesPerDay) * SECONDS_PER_DAY,
            };
          },
        };
      });
      return pair(reference, ours, window.start + 1e-6, window.end - 1e-6, describe);
    }),
  );
}

/** Every station of the fixture against {@link stations}. */
export function compareStations(): ComparisonReport {
  const fixture = swissEphemerisEvents();
  return merge(
    fixture.stationWindows.map((window) => {
      const bodies = window.bodies.map((index) => fixture.bodies[index] as EventBody);
      const ours = stations({ start: date(window.start - MARGIN_DAYS), end: date(window.end + MARGIN_DAYS) }, { bodies }).map((station) => ({
        key: `${station.body} ${station.kind}`,
        event: station,
      }));
      const reference = window.rows.map(([body, kind, julianDayUt, , acceleration]) => {
        const name = fixture.bodies[body as number] as string;
        return {
          key: `${name} ${kind === 1 ? 'retrograde' : 'direct'}`,
          julianDayUt: julianDayUt as number,
          make: (station: { julianDayUt: number }): EventComparison => {
            const differenceDays = station.julianDayUt - (julianDayUt as number);
            const accelerationMagnitude = Math.abs(acceleration as number);
            const oursSpeed = bodyLongitudeAndSpeed(name as BodyName, julianDayUt as number).speedDegreesPerDay;
            return {
              ephemerisDifference: oursSpeed * 3600,
              explainedSeconds: (-oursSpeed / (acceleration as number)) * SECONDS_PER_DAY,
              kind: 'station',
              body: name,
              julianDayUt: julianDayUt as number,
              differenceSeconds: differenceDays * SECONDS_PER_DAY,
              // At a station the longitude moves ½·a·t² in time t.
              differenceArcseconds: 0.5 * accelerationMagnitude * differenceDays * differenceDays * 3600,
              allowedSeconds: Math.max(1, Math.sqrt((2 * TOLERANCE_ARCSECONDS) / 3600 / accelerationMagnitude) * SECONDS_PER_DAY),
            };
          },
        };
      });
      return pair(reference, ours, window.start + 1e-6, window.end - 1e-6, describe);
    }),
  );
}

/** Every principal phase of the fixture against {@link moonPhases}. */
export function comparePhases(): ComparisonReport {
  const fixture = swissEphemerisEvents();
  return merge(
    fixture.phaseWindows.map((window) => {
      const ours = moonPhases({ start: date(window.start - MARGIN_DAYS), end: date(window.end + MARGIN_DAYS) }).map((phase) => ({
        key: phase.phase,
        event: phase,
      }));
      const reference = window.rows.map(([quarter, julianDayUt]) => ({
        key: MOON_PHASE_NAMES[quarter as number] as string,
        julianDayUt: julianDayUt as number,
        make: (phase: { julianDayUt: number }): EventComparison => {
          const differenceDays = phase.julianDayUt - (julianDayUt as number);
          const moon = bodyLongitudeAndSpeed('Moon', julianDayUt as number);
          const sun = bodyLongitudeAndSpeed('Sun', julianDayUt as number);
          const ephemerisDifference = signedArcseconds(moon.longitudeDegrees - sun.longitudeDegrees - (quarter as number) * 90);
          return {
            ephemerisDifference,
            explainedSeconds: (-ephemerisDifference / 3600 / (moon.speedDegreesPerDay - sun.speedDegreesPerDay)) * SECONDS_PER_DAY,
            kind: 'phase',
            body: 'Moon − Sun',
            julianDayUt: julianDayUt as number,
            differenceSeconds: differenceDays * SECONDS_PER_DAY,
            // The elongation gains about 12.2° a day.
            differenceArcseconds: Math.abs(differenceDays) * 12.19 * 3600,
            allowedSeconds: 1,
          };
        },
      }));
      return pair(reference, ours, window.start + 1e-6, window.end - 1e-6, describe);
    }),
  );
}

/** Every longitude return of the fixture against {@link longitudeReturns}. */
export function compareReturns(): ComparisonReport {
  const fixture = swissEphemerisEvents();
  return merge(
    fixture.returnCases.map((each) => {
      const body = fixture.bodies[each.body] as EventBody;
      const ours = longitudeReturns(body, each.longitudeDegrees, { start: date(each.start - MARGIN_DAYS), end: date(each.end + MARGIN_DAYS) }).map(
        (instant) => ({ key: `${body} at ${each.longitudeDegrees}°`, event: { julianDayUt: instant.getTime() / 86_400_000 + 2_440_587.5 } }),
      );
      const reference = each.rows.map(([julianDayUt, speed]) => ({
        key: `${body} at ${each.longitudeDegrees}°`,
        julianDayUt: julianDayUt as number,
        make: (found: { julianDayUt: number }): EventComparison => {
          const differenceDays = found.julianDayUt - (julianDayUt as number);
          const sourceBody = (body === 'Earth' ? 'Sun' : body === 'SouthNode' ? 'NorthNode' : body) as BodyName;
          const ours = bodyLongitudeAndSpeed(sourceBody, julianDayUt as number);
          const ephemerisDifference = signedArcseconds(ours.longitudeDegrees - each.longitudeDegrees);
          return {
            ephemerisDifference,
            explainedSeconds: (-ephemerisDifference / 3600 / ours.speedDegreesPerDay) * SECONDS_PER_DAY,
            kind: 'return',
            body,
            julianDayUt: julianDayUt as number,
            differenceSeconds: differenceDays * SECONDS_PER_DAY,
            differenceArcseconds: Math.abs(differenceDays * (speed as number)) * 3600,
            // Returns are reported to the millisecond: allow the rounding on top.
            allowedSeconds: allowedSeconds(speed as number) + 0.0005,
          };
        },
      }));
      return pair(reference, ours, each.start + 1e-6, each.end - 1e-6, describe);
    }),
  );
}
