// The one place that reads the ephemeris: fills a chart side straight from the body longitudes.
import {
  DESIGN_ARC_DEGREES,
  EphemerisError,
  LONGITUDE_BODY_NAMES,
  dateFromJulianDayUt,
  deltaTSeconds,
  julianDayUtFromDate,
  longitudesAt,
  positionsAtJulianDay,
  solarArcMomentFromLongitude,
} from '@mandala/ephemeris';
import { BODIES_PER_SIDE, BODY_INDEX, SOURCE_BODY_NAMES } from './bodies';
import { completeSide, type SideCore } from './chart-core';

let slotOfFastPathIndex: Int32Array | undefined;
let fastPathScratch: Float64Array | undefined;

/** Slot in a chart side of each longitude the fast path returns (its order is the ephemeris's). Built once. */
function fastPathSlots(): Int32Array {
  if (slotOfFastPathIndex === undefined) {
    const slots = Int32Array.from(LONGITUDE_BODY_NAMES, (name) => {
      const slot = (BODY_INDEX as Record<string, number>)[name];
      if (slot === undefined) throw new Error(`ephemeris body ${name} has no chart slot`);
      return slot;
    });
    if (slots.length !== SOURCE_BODY_NAMES.length) throw new Error('ephemeris fast path does not return the 11 chart bodies');
    slotOfFastPathIndex = slots;
    fastPathScratch = new Float64Array(slots.length);
  }
  return slotOfFastPathIndex;
}

/**
 * The 13 activating bodies at a Julian day (UT), as a chart side. With `withMotion`, also speeds
 * (for Retrograde) and Chiron, through `positions`; without, only longitudes through the fast path
 * (speeds NaN, no Chiron). Ephemeris errors pass through.
 */
export function sideCoreAtJulianDay(julianDayUt: number, withMotion = true): SideCore {
  const longitudes = new Float64Array(BODIES_PER_SIDE);
  const speeds = new Float64Array(BODIES_PER_SIDE);
  if (!withMotion) {
    const slots = fastPathSlots();
    const scratch = longitudesAt(julianDayUt, fastPathScratch);
    for (let index = 0; index < slots.length; index++) longitudes[slots[index] as number] = scratch[index] as number;
    speeds.fill(Number.NaN);
    return completeSide(longitudes, speeds, null);
  }
  const bodies = positionsAtJulianDay(julianDayUt);
  for (const body of SOURCE_BODY_NAMES) {
    const position = bodies[body];
    longitudes[BODY_INDEX[body]] = position.longitude;
    speeds[BODY_INDEX[body]] = position.speed;
  }
  return completeSide(longitudes, speeds, { longitude: bodies.Chiron.longitude, speed: bodies.Chiron.speed });
}

/** {@link sideCoreAtJulianDay} at a UTC instant. */
export function sideCoreAt(instant: Date, withMotion = true): SideCore {
  return sideCoreAtJulianDay(julianDayUtFromDate(instant), withMotion);
}

/** A birth side and its design side (Sun 88° of arc earlier, one solve), with the design Julian day (UT). */
export interface BirthAndDesignSides {
  personality: SideCore;
  design: SideCore;
  designJulianDayUt: number;
}

/** Computes the birth side, solves the design moment from its Sun, and computes the design side. */
export function birthAndDesignSides(birthInstant: Date, withMotion: boolean): BirthAndDesignSides {
  const birthJulianDayUt = julianDayUtFromDate(birthInstant);
  const personality = sideCoreAtJulianDay(birthJulianDayUt, withMotion);
  try {
    const designJulianDayUt = solarArcMomentFromLongitude(
      birthJulianDayUt,
      personality.longitudes[BODY_INDEX.Sun] as number,
      DESIGN_ARC_DEGREES,
    );
    return { personality, design: sideCoreAtJulianDay(designJulianDayUt, withMotion), designJulianDayUt };
  } catch (error) {
    // The birth is in range (its side was computed), so an out-of-range error comes from the design moment.
    if (EphemerisError.isInstance(error) && error.code === 'date_out_of_range') throw designBeforeRange(birthInstant, error);
    throw error;
  }
}

function designBeforeRange(birthInstant: Date, cause: EphemerisError): EphemerisError {
  return new EphemerisError(
    'date_out_of_range',
    `The design moment of a birth at ${birthInstant.toISOString()} (when the Sun was 88° earlier, about three months before) ` +
      'falls before 1800-01-01 UT, where the supported range starts: births from about 1800-04-01 on can be charted.',
    { cause, details: { birthUtc: birthInstant.toISOString(), supportedFrom: '1800-01-01T00:00:00Z', reason: 'design_moment_before_range' } },
  );
}

/** ΔT (TT − UT) in seconds at an instant. */
export function deltaTAt(instant: Date): number {
  return deltaTSeconds(instant);
}

/** The UTC instant of a Julian day (UT), to the millisecond. */
export function instantOfJulianDay(julianDayUt: number): Date {
  return dateFromJulianDayUt(julianDayUt);
}
