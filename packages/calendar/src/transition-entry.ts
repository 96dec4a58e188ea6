// A gate change as the forecast and the gate calendar list it.
import type { EventBody, GateCrossing } from './events';
import { stampInstant } from './instant-stamp';

/** A body moving from one gate (and line) into another. */
export interface TransitionEntry {
  Planet: EventBody;
  FromGate: number;
  FromLine: number;
  ToGate: number;
  ToLine: number;
  /** `YYYY-MM-DDTHH:MM:SSZ`. */
  Utc: string;
  /** Wall time in the request zone, `YYYY-MM-DDTHH:MM:SS`. */
  Local: string;
  /** True when the body was moving backwards (it re-enters the previous gate). */
  Retrograde: boolean;
}

/** The response entry of a gate crossing, with its instant written in `timezone`. */
export function transitionEntry(crossing: GateCrossing, timezone: string): TransitionEntry {
  const { Utc, Local } = stampInstant(crossing.instant, timezone);
  return {
    Planet: crossing.body,
    FromGate: crossing.fromGate,
    FromLine: crossing.fromLine,
    ToGate: crossing.toGate,
    ToLine: crossing.toLine,
    Utc,
    Local,
    Retrograde: crossing.retrograde,
  };
}
