// The day-by-day position of every body, as the forecast and the gate calendar list it (taken at local noon).
import { bodyActivationAt, EVENT_BODIES, type BodyActivation, type EventBody } from './events';

/** Where a body stands on a day. */
export interface PlanetDayPosition {
  Gate: number;
  Line: number;
  ZodiacSign: string;
  Retrograde: boolean;
}

/** The activation of every event body at `instant`, in {@link EVENT_BODIES} order. */
export function activationsAt(instant: Date): BodyActivation[] {
  return EVENT_BODIES.map((body) => bodyActivationAt(body, instant));
}

/** The response record of `activations` (one per event body). */
export function planetDayPositions(activations: readonly BodyActivation[]): Record<EventBody, PlanetDayPosition> {
  const record = {} as Record<EventBody, PlanetDayPosition>;
  for (const activation of activations) {
    record[activation.body] = {
      Gate: activation.gate,
      Line: activation.line,
      ZodiacSign: activation.zodiacSign,
      Retrograde: activation.retrograde,
    };
  }
  return record;
}
