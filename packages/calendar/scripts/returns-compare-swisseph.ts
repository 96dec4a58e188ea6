// Reads test/fixtures/returns-swisseph.json (Swiss Ephemeris 2.10.03 returns; see test/fixtures/README.md) and
// matches the returns code against it: the solar and lunar return instants and every pass of the Saturn returns,
// the Chiron return and the Uranus opposition. Shared by test/returns-vs-swisseph.test.ts and
// scripts/returns-measure-accuracy.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bodyLongitudeAndSpeed, julianDayUtFromDate } from '@mandala/ephemeris';
import { resolveBirthMoment } from '../src/returns/birth-moment';
import { cycleDefinition, type CycleKind } from '../src/returns/cycle-kinds';
import { cyclePassInstants } from '../src/returns/cycle-returns';
import { lunarReturnInstants } from '../src/returns/lunar-return';
import { natalBody } from '../src/returns/natal-body-position';
import { solarReturnInstant } from '../src/returns/solar-return';

/** A pass: [Julian day UT, speed °/day]. */
type Pass = [number, number];

interface FixtureScan {
  target: number;
  start: number;
  end: number;
  passes: Pass[];
}

/** One birth of the fixture. */
export interface FixtureBirth {
  date: string;
  timezone: string;
  birthJulianDayUt: number;
  natal: { Sun: number; Moon: number; Saturn: number; Chiron: number; Uranus: number };
  solar: { year: number; passes: Pass[] };
  lunar: { month: string; start: number; end: number; passes: Pass[] };
  saturn: FixtureScan;
  chiron: FixtureScan;
  uranusOpposition: FixtureScan;
}

interface FixtureFile {
  ageYearDays: number;
  births: FixtureBirth[];
}

let cached: FixtureFile | undefined;

/** The parsed fixture. */
export function swissEphemerisReturns(): FixtureFile {
  cached ??= JSON.parse(readFileSync(fileURLToPath(new URL('../test/fixtures/returns-swisseph.json', import.meta.url)), 'utf8')) as FixtureFile;
  return cached;
}

/** What a return is about. */
export type ReturnKind = 'solar' | 'lunar' | CycleKind;

/** How far each kind may be off, as longitude: 1 s of motion for the Sun and the Moon, 0.05″ or 2″ for the others. */
export function allowedSeconds(kind: ReturnKind, speedDegreesPerDay: number): number {
  if (kind === 'solar' || kind === 'lunar') return 1;
  const arcseconds = kind === 'chiron' ? 2 : 0.05;
  return arcseconds / ((Math.abs(speedDegreesPerDay) * 3600) / 86_400);
}

/** One pass compared. */
export interface PassComparison {
  readonly kind: ReturnKind;
  readonly birth: number;
  /** 1..3 for Saturn; 1 otherwise. */
  readonly number: number;
  /** Swiss Ephemeris's instant, Julian day UT. */
  readonly julianDayUt: number;
  /** Swiss Ephemeris's speed at the pass, °/day (negative while retrograde). */
  readonly speedDegreesPerDay: number;
  /** The instant found here, with its speed from our ephemeris. */
  readonly ours: Date;
  readonly oursSpeedDegreesPerDay: number;
  /** Ours minus Swiss Ephemeris, seconds. */
  readonly differenceSeconds: number;
  /** The same as longitude: |Δt| × |speed|, arcseconds. */
  readonly differenceArcseconds: number;
  readonly allowedSeconds: number;
  /** Our natal longitude of the body minus Swiss Ephemeris's, arcseconds. */
  readonly natalDifferenceArcseconds: number;
}

/** All passes compared, and every disagreement on how many passes an event has. */
export interface ReturnsComparison {
  readonly compared: PassComparison[];
  readonly mismatches: string[];
}

const julianDayOf = (instant: Date) => julianDayUtFromDate(instant);
const arcsecondsBetween = (a: number, b: number) => {
  let difference = (a - b) % 360;
  if (difference > 180) difference -= 360;
  if (difference <= -180) difference += 360;
  return difference * 3600;
};

const PLANET_OF: Record<ReturnKind, 'Sun' | 'Moon' | 'Saturn' | 'Chiron' | 'Uranus'> = {
  solar: 'Sun',
  lunar: 'Moon',
  saturn: 'Saturn',
  chiron: 'Chiron',
  'uranus-opposition': 'Uranus',
};

/** Groups passes into events: a gap of more than 3 years starts a new one. */
export function eventsOfPasses(passes: readonly Pass[]): Pass[][] {
  const events: Pass[][] = [];
  for (const pass of passes) {
    const current = events[events.length - 1];
    const last = current?.[current.length - 1];
    if (current !== undefined && last !== undefined && pass[0] - last[0] < 3 * 365.25) current.push(pass);
    else events.push([pass]);
  }
  return events;
}

/** The Saturn return number of an event (its first pass ages / 29.46, rounded). */
function saturnNumber(birthJulianDayUt: number, event: readonly Pass[], ageYearDays: number): number {
  return Math.round(((event[0] as Pass)[0] - birthJulianDayUt) / ageYearDays / 29.46);
}

/** Compares every birth of the fixture. */
export function compareReturns(): ReturnsComparison {
  const fixture = swissEphemerisReturns();
  const compared: PassComparison[] = [];
  const mismatches: string[] = [];
  fixture.births.forEach((fixtureBirth, index) => {
    const birth = resolveBirthMoment({ date: fixtureBirth.date, timezone: fixtureBirth.timezone });
    const label = `birth ${index} (${fixtureBirth.date} ${fixtureBirth.timezone})`;
    if (Math.abs(julianDayOf(birth.instant) - fixtureBirth.birthJulianDayUt) > 1e-8) mismatches.push(`${label}: birth instant differs`);
    const match = (kind: ReturnKind, number: number, ours: readonly Date[], reference: readonly Pass[]) => {
      const planet = PLANET_OF[kind];
      if (ours.length !== reference.length) {
        mismatches.push(`${label} ${kind} ${number}: ${ours.length} passes here, ${reference.length} in Swiss Ephemeris`);
        return;
      }
      const natalDifferenceArcseconds = arcsecondsBetween(natalBody(planet, birth.instant).longitudeDegrees, fixtureBirth.natal[planet]);
      ours.forEach((instant, passIndex) => {
        const [julianDayUt, speedDegreesPerDay] = reference[passIndex] as Pass;
        const differenceSeconds = (julianDayOf(instant) - julianDayUt) * 86_400;
        compared.push({
          kind,
          birth: index,
          number,
          julianDayUt,
          speedDegreesPerDay,
          ours: instant,
          oursSpeedDegreesPerDay: bodyLongitudeAndSpeed(planet, julianDayOf(instant)).speedDegreesPerDay,
          differenceSeconds,
          differenceArcseconds: (Math.abs(differenceSeconds) * Math.abs(speedDegreesPerDay) * 3600) / 86_400,
          allowedSeconds: allowedSeconds(kind, speedDegreesPerDay),
          natalDifferenceArcseconds,
        });
      });
    };

    const sun = natalBody('Sun', birth.instant).longitudeDegrees;
    match('solar', 1, [solarReturnInstant(birth.instant, sun, fixtureBirth.solar.year - birth.localYear)], fixtureBirth.solar.passes);
    const [year, month] = fixtureBirth.lunar.month.split('-').map(Number) as [number, number];
    match('lunar', 1, lunarReturnInstants(birth, natalBody('Moon', birth.instant).longitudeDegrees, year, month), fixtureBirth.lunar.passes);

    const scans: Array<[CycleKind, FixtureScan]> = [
      ['saturn', fixtureBirth.saturn],
      ['chiron', fixtureBirth.chiron],
      ['uranus-opposition', fixtureBirth.uranusOpposition],
    ];
    for (const [kind, scan] of scans) {
      const definition = cycleDefinition(kind);
      const target = (natalBody(definition.planet, birth.instant).longitudeDegrees + definition.offsetDegrees) % 360;
      const referenceEvents = eventsOfPasses(scan.passes);
      if (kind === 'saturn') {
        const numbers = referenceEvents.map((each) => saturnNumber(fixtureBirth.birthJulianDayUt, each, fixture.ageYearDays));
        if (numbers.some((number, at) => number < 1 || number > 3 || numbers.indexOf(number) !== at)) {
          mismatches.push(`${label} saturn: Swiss Ephemeris's events are not returns 1 to 3 (${numbers.join(', ')})`);
        }
      }
      for (const event of definition.events) {
        const reference =
          kind === 'saturn'
            ? (referenceEvents.find((each) => saturnNumber(fixtureBirth.birthJulianDayUt, each, fixture.ageYearDays) === event.number) ?? [])
            : referenceEvents.length <= 1
              ? (referenceEvents[0] ?? [])
              : null;
        if (reference === null) {
          mismatches.push(`${label} ${kind}: Swiss Ephemeris finds ${referenceEvents.length} separate events`);
          continue;
        }
        const found = cyclePassInstants(definition, event, birth.instant, target);
        match(kind, event.number, found?.passes ?? [], reference);
      }
    }
  });
  return { compared, mismatches };
}
