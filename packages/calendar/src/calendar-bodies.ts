// Which bodies the calendars look at. Chiron is reported with the others but activates no gate (it is not one of
// the 13 activating bodies of a chart). Stations are looked for on the event finder's default station bodies,
// Mercury to Pluto and Chiron (the Sun, Earth and Moon never station; the true node's constant wobble is not news).
import { EVENT_BODIES, type EventBody } from './events';

/** The 13 bodies that activate gates: every event body except Chiron, in {@link EVENT_BODIES} order. */
export const ACTIVATING_EVENT_BODIES: readonly EventBody[] = Object.freeze(EVENT_BODIES.filter((body) => body !== 'Chiron'));

/** A record with `value()` for every event body, in {@link EVENT_BODIES} order. */
export function recordOfEventBodies<Value>(value: (body: EventBody) => Value): Record<EventBody, Value> {
  const record = {} as Record<EventBody, Value>;
  for (const body of EVENT_BODIES) record[body] = value(body);
  return record;
}
