// The one order of every event list: by instant, then by body in EVENT_BODIES order.
import { eventBodyOrder, type EventBody } from './event-bodies';

/** What {@link compareEvents} reads from an event. */
export interface OrderedEvent {
  readonly body: EventBody;
  readonly instant: Date;
  readonly julianDayUt: number;
}

/** Sorts events by instant (milliseconds), then body ({@link EVENT_BODIES} order), then exact Julian day. */
export function compareEvents(a: OrderedEvent, b: OrderedEvent): number {
  return a.instant.getTime() - b.instant.getTime() || eventBodyOrder(a.body) - eventBodyOrder(b.body) || a.julianDayUt - b.julianDayUt;
}
