// Where one event body stands at an instant: longitude, speed, gate, line and sign.
import { activationFromLongitude } from '@mandala/bodygraph';
import { bodyLongitudeAndSpeed, julianDayUtFromDate, zodiacPosition } from '@mandala/ephemeris';
import { CalendarError } from '../errors';
import { wrapDegrees } from './angles';
import { bodySource, checkedEventBody, type EventBody } from './event-bodies';

/** One body at one instant. */
export interface BodyActivation {
  readonly body: EventBody;
  /** Apparent geocentric longitude, degrees in [0, 360) (Earth, South Node: the Sun, North Node + 180°). */
  readonly longitudeDegrees: number;
  /** Speed in longitude, degrees per day (negative while retrograde). */
  readonly speedDegreesPerDay: number;
  /** Gate and line of the longitude on the bodygraph's wheel. */
  readonly gate: number;
  readonly line: number;
  /** Tropical sign (`Aries` … `Pisces`). */
  readonly zodiacSign: string;
  /** `speedDegreesPerDay < 0`, for every body, the nodes included (the true node is retrograde most of the time). */
  readonly retrograde: boolean;
}

/**
 * Longitude, speed, gate, line, sign and direction of `body` at `instant`.
 * @throws CalendarError `invalid_argument` for an unknown body or an invalid Date;
 *   EphemerisError `date_out_of_range` outside 1800-2200.
 */
export function bodyActivationAt(body: EventBody, instant: Date): BodyActivation {
  checkedEventBody(body);
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new CalendarError('invalid_argument', 'instant must be a valid Date', { details: { field: 'instant', value: String(instant) } });
  }
  const { source, offsetDegrees } = bodySource(body);
  const { longitudeDegrees: sourceLongitude, speedDegreesPerDay } = bodyLongitudeAndSpeed(source, julianDayUtFromDate(instant));
  const longitudeDegrees = wrapDegrees(sourceLongitude + offsetDegrees);
  const { gate, line } = activationFromLongitude(longitudeDegrees);
  return {
    body,
    longitudeDegrees,
    speedDegreesPerDay,
    gate,
    line,
    zodiacSign: zodiacPosition(longitudeDegrees).zodiacSign,
    retrograde: speedDegreesPerDay < 0,
  };
}
