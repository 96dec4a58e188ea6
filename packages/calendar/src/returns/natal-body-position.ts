// Where a returning body stood at birth: the longitude it comes back to, with its gate, line and sign.
import { bodyActivationAt, type EventBody } from '../events';

/** A body at birth, as the return responses report it. */
export interface NatalBodyPosition {
  Gate: number;
  Line: number;
  /** Tropical sign (`Aries` … `Pisces`). */
  ZodiacSign: string;
  /** Apparent geocentric longitude, degrees in [0, 360), rounded to 6 decimals (0.004″). */
  LongitudeDegrees: number;
}

/** The position reported and the exact longitude the searches use. */
export interface NatalBody {
  readonly position: NatalBodyPosition;
  /** Unrounded longitude, degrees in [0, 360). */
  readonly longitudeDegrees: number;
}

/** Rounds degrees to 6 decimals, keeping the result in [0, 360). */
export function roundedDegrees(degrees: number): number {
  const rounded = Math.round(degrees * 1e6) / 1e6;
  return rounded >= 360 ? 0 : rounded;
}

/** `body` at the birth `instant`. Ephemeris errors (`date_out_of_range`) pass through. */
export function natalBody(body: EventBody, instant: Date): NatalBody {
  const activation = bodyActivationAt(body, instant);
  return {
    position: {
      Gate: activation.gate,
      Line: activation.line,
      ZodiacSign: activation.zodiacSign,
      LongitudeDegrees: roundedDegrees(activation.longitudeDegrees),
    },
    longitudeDegrees: activation.longitudeDegrees,
  };
}
