// The instants a body turns retrograde or direct in a window.
import { activationFromLongitude } from '@mandala/bodygraph';
import { bodyLongitudeFunction } from './angle-function';
import { wrapDegrees } from './angles';
import { bodiesBySource, bodySource, checkedEventBodies, DEFAULT_STATION_BODIES, type EventBody } from './event-bodies';
import { compareEvents } from './event-order';
import { bodyMotionLimits } from './motion-limits';
import { sweepMonotonicPieces } from './monotonic-sweep';
import { checkedWindow, inWindow, millisecondsOfJulianDayUt, type UtcWindow } from './utc-window';

/** A body standing still in longitude as it turns. */
export interface Station {
  readonly body: EventBody;
  /** `retrograde`: the body starts moving backwards; `direct`: it resumes moving forwards. */
  readonly kind: 'retrograde' | 'direct';
  /** The instant the speed is zero, UTC, rounded to the millisecond. */
  readonly instant: Date;
  /** The exact instant, Julian day UT. */
  readonly julianDayUt: number;
  /** Apparent longitude at the station, degrees in [0, 360). */
  readonly longitudeDegrees: number;
  /** Gate and line of that longitude. */
  readonly gate: number;
  readonly line: number;
}

/** Options of {@link stations}. */
export interface StationOptions {
  /**
   * Bodies to follow (default: Mercury to Pluto and Chiron). The Sun, Earth and Moon never station; the true nodes
   * do (about 54 times a year, a wobble of the osculating node) and are reported only when asked for.
   */
  readonly bodies?: readonly EventBody[];
}

/**
 * Every station of each body in `[window.start, window.end)`: the instants its apparent geocentric speed in
 * longitude changes sign, found by root finding the speed the ephemeris returns; sorted by instant (ties in
 * EVENT_BODIES order). A South Node station is the North Node's, at the opposite longitude.
 *
 * @throws CalendarError `invalid_argument` for a bad window or an unknown body;
 *   EphemerisError `date_out_of_range` for a window outside 1800-2200.
 */
export function stations(window: UtcWindow, options: StationOptions = {}): Station[] {
  const checked = checkedWindow(window);
  const bodies = checkedEventBodies(options.bodies, DEFAULT_STATION_BODIES);
  const found: Station[] = [];
  for (const [source, outputs] of bodiesBySource(bodies)) {
    const limits = bodyMotionLimits(source);
    if (limits.alwaysDirect) continue;
    sweepMonotonicPieces(bodyLongitudeFunction(source), limits, checked.startJulianDayUt, checked.endJulianDayUt, {
      piece() {},
      station(at, kind) {
        const milliseconds = millisecondsOfJulianDayUt(at.julianDayUt);
        if (!inWindow(checked, milliseconds)) return;
        for (const body of outputs) {
          const longitudeDegrees = wrapDegrees(at.angleDegrees + bodySource(body).offsetDegrees);
          const { gate, line } = activationFromLongitude(longitudeDegrees);
          found.push({ body, kind, instant: new Date(milliseconds), julianDayUt: at.julianDayUt, longitudeDegrees, gate, line });
        }
      },
    });
  }
  return found.sort(compareEvents);
}
