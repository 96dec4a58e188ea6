// The bodies the event finder follows: the 13 activating bodies of a chart and Chiron. Earth and the South Node
// are not computed on their own: they are the Sun and the true North Node plus 180°.
import { ACTIVATING_BODY_NAMES } from '@mandala/bodygraph';
import type { ActivatingBodyName } from '@mandala/bodygraph';
import type { BodyName } from '@mandala/ephemeris';
import { CalendarError } from '../errors';

/** The 13 activating bodies and Chiron. */
export type EventBody = ActivatingBodyName | 'Chiron';

/** Every event body, in the order results are sorted by when two events share an instant: the chart's 13, then Chiron. */
export const EVENT_BODIES: readonly EventBody[] = Object.freeze([...ACTIVATING_BODY_NAMES, 'Chiron'] as const);

/** The bodies {@link stations} looks at unless told otherwise: Mercury to Pluto (the chart's planets) and Chiron. */
export const DEFAULT_STATION_BODIES: readonly EventBody[] = Object.freeze(
  EVENT_BODIES.filter((body) => !['Sun', 'Earth', 'Moon', 'NorthNode', 'SouthNode'].includes(body)),
);

const BODY_ORDER: ReadonlyMap<string, number> = new Map(EVENT_BODIES.map((body, index) => [body, index]));

/** Position of `body` in {@link EVENT_BODIES} (the tie-break of every sorted result). */
export function eventBodyOrder(body: EventBody): number {
  return BODY_ORDER.get(body) as number;
}

/** Where an event body's longitude comes from: an ephemeris body, plus 0° or 180° (Earth, South Node). */
export interface BodySource {
  readonly source: BodyName;
  readonly offsetDegrees: 0 | 180;
}

const SOURCES: Readonly<Record<EventBody, BodySource>> = {
  Sun: { source: 'Sun', offsetDegrees: 0 },
  Earth: { source: 'Sun', offsetDegrees: 180 },
  Moon: { source: 'Moon', offsetDegrees: 0 },
  NorthNode: { source: 'NorthNode', offsetDegrees: 0 },
  SouthNode: { source: 'NorthNode', offsetDegrees: 180 },
  Mercury: { source: 'Mercury', offsetDegrees: 0 },
  Venus: { source: 'Venus', offsetDegrees: 0 },
  Mars: { source: 'Mars', offsetDegrees: 0 },
  Jupiter: { source: 'Jupiter', offsetDegrees: 0 },
  Saturn: { source: 'Saturn', offsetDegrees: 0 },
  Uranus: { source: 'Uranus', offsetDegrees: 0 },
  Neptune: { source: 'Neptune', offsetDegrees: 0 },
  Pluto: { source: 'Pluto', offsetDegrees: 0 },
  Chiron: { source: 'Chiron', offsetDegrees: 0 },
};

/** The ephemeris body and offset of an event body. */
export function bodySource(body: EventBody): BodySource {
  return SOURCES[body];
}

/**
 * Checks one body name. Throws `CalendarError` `invalid_argument` for anything that is not an {@link EventBody}.
 */
export function checkedEventBody(value: unknown, field = 'body'): EventBody {
  if (typeof value !== 'string' || !BODY_ORDER.has(value)) {
    throw new CalendarError('invalid_argument', `${field} must be one of ${EVENT_BODIES.join(', ')}`, {
      details: { field, value: String(value), allowed: EVENT_BODIES },
    });
  }
  return value as EventBody;
}

/**
 * The distinct bodies of an optional list, checked (the default when the list is absent). Order and repeats do not
 * matter: results are sorted. Throws `CalendarError` `invalid_argument` for a list that is not an array or holds an
 * unknown name.
 */
export function checkedEventBodies(value: readonly EventBody[] | undefined, fallback: readonly EventBody[]): EventBody[] {
  if (value === undefined) return [...fallback];
  if (!Array.isArray(value)) {
    throw new CalendarError('invalid_argument', 'bodies must be an array of body names', { details: { field: 'bodies' } });
  }
  return [...new Set(value.map((body, index) => checkedEventBody(body, `bodies[${index}]`)))];
}

/** Groups event bodies by the ephemeris body they come from (Sun with Earth, North Node with South Node). */
export function bodiesBySource(bodies: readonly EventBody[]): Map<BodyName, EventBody[]> {
  const groups = new Map<BodyName, EventBody[]>();
  for (const body of bodies) {
    const { source } = SOURCES[body];
    const group = groups.get(source);
    if (group === undefined) groups.set(source, [body]);
    else group.push(body);
  }
  return groups;
}
