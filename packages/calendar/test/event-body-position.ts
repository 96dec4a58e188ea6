// Test helper: where an event body stands at a Julian day (UT), straight from the ephemeris and the bodygraph's wheel,
// to check the event finder's instants against.
import { activationFromLongitude } from '@mandala/bodygraph';
import { bodyLongitudeAndSpeed } from '@mandala/ephemeris';
import { bodySource } from '../src/events/event-bodies';
import type { EventBody } from '../src/events';

/** Longitude (degrees in [0, 360)), speed (°/day), gate and line of `body` at `julianDayUt`. */
export function bodyPositionAt(body: EventBody, julianDayUt: number): { longitudeDegrees: number; speedDegreesPerDay: number; gate: number; line: number } {
  const { source, offsetDegrees } = bodySource(body);
  const { longitudeDegrees, speedDegreesPerDay } = bodyLongitudeAndSpeed(source, julianDayUt);
  const longitude = (longitudeDegrees + offsetDegrees) % 360;
  const { gate, line } = activationFromLongitude(longitude);
  return { longitudeDegrees: longitude, speedDegreesPerDay, gate, line };
}

/** A Date (ms) as a Julian day UT. */
export function julianDayOf(instant: Date): number {
  return instant.getTime() / 86_400_000 + 2_440_587.5;
}

/** A Julian day UT as a Date (rounded to the millisecond). */
export function dateOf(julianDayUt: number): Date {
  return new Date(Math.round((julianDayUt - 2_440_587.5) * 86_400_000));
}

/** A random window inside 1900-2100, `minimumDays` to `maximumDays` long, at whole milliseconds. */
export function randomWindow(random: () => number, minimumDays: number, maximumDays: number): { start: Date; end: Date } {
  const first = Date.UTC(1900, 0, 1);
  const last = Date.UTC(2100, 0, 1);
  const lengthMilliseconds = Math.round((minimumDays + random() * (maximumDays - minimumDays)) * 86_400_000);
  const start = Math.round(first + random() * (last - first - lengthMilliseconds));
  return { start: new Date(start), end: new Date(start + lengthMilliseconds) };
}
