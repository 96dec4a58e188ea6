// Channels that transiting bodies complete with a natal chart during a window: each time one of the 13 activating
// bodies enters a gate whose channel partner is a natal gate (the chart not defining that channel already), and each
// such gate a body already stands in when the window opens. With when the body leaves the gate again (searched up to
// a bound past the window) and, for an activation already running, when it entered (searched as far back).
import { ACTIVATING_EVENT_BODIES } from './calendar-bodies';
import type { ChannelPartner } from './channel-partners';
import { bodyActivationAt, type EventBody, type GateCrossing, type UtcWindow } from './events';
import { nextGateChanges, previousGateChanges } from './gate-exit-search';
import type { NatalGateSet } from './natal-gate-set';

/** One channel a transiting body completes with a natal gate. */
export interface ChannelCompletion {
  body: EventBody;
  /** The transiting gate. */
  gate: number;
  /** The channel and its natal gate. */
  partner: ChannelPartner;
  /** True when the body enters the gate inside the window; false when it is already in it at the window's start. */
  entersInWindow: boolean;
  /** When the activation starts inside the window: the entry instant, or the window's start. */
  from: Date;
  /** When the body leaves the gate; undefined when that lies beyond the search bound. */
  until?: Date;
  /** When the body entered the gate, if known (always for an entry in the window; within the bound before it otherwise). */
  entered?: Date;
}

/**
 * The channel completions of `window` for the natal gates `natal`, given the window's gate crossings of the 13
 * activating bodies (`crossingsByBody`, each list in time order). Exits and earlier entries are looked for at most
 * `searchBoundDays` days past the window's end and before its start.
 */
export function channelCompletions(
  window: UtcWindow,
  crossingsByBody: ReadonlyMap<EventBody, readonly GateCrossing[]>,
  natal: NatalGateSet,
  searchBoundDays: number,
): ChannelCompletion[] {
  const found: { body: EventBody; gate: number; partner: ChannelPartner; entryIndex: number }[] = [];
  for (const body of ACTIVATING_EVENT_BODIES) {
    const crossings = crossingsByBody.get(body) ?? [];
    // A crossing exactly at the start is reported as an entry, not also as an activation already running.
    if (crossings[0]?.instant.getTime() !== window.start.getTime()) {
      const gate = bodyActivationAt(body, window.start).gate;
      for (const partner of natal.openChannelsOf(gate)) found.push({ body, gate, partner, entryIndex: -1 });
    }
    crossings.forEach((crossing, entryIndex) => {
      for (const partner of natal.openChannelsOf(crossing.toGate)) {
        found.push({ body, gate: crossing.toGate, partner, entryIndex });
      }
    });
  }

  const leavesAfterWindow = new Set<EventBody>();
  const runningAtStart = new Set<EventBody>();
  for (const { body, entryIndex } of found) {
    if ((crossingsByBody.get(body) ?? []).length <= entryIndex + 1) leavesAfterWindow.add(body);
    if (entryIndex === -1) runningAtStart.add(body);
  }
  const exitsAfterWindow = nextGateChanges(leavesAfterWindow, window.end, searchBoundDays);
  const entriesBeforeWindow = previousGateChanges(runningAtStart, window.start, searchBoundDays);

  return found.map(({ body, gate, partner, entryIndex }) => {
    const crossings = crossingsByBody.get(body) ?? [];
    const entry = crossings[entryIndex];
    const until = (crossings[entryIndex + 1] ?? exitsAfterWindow.get(body))?.instant;
    const entered = entry?.instant ?? entriesBeforeWindow.get(body)?.instant;
    return {
      body,
      gate,
      partner,
      entersInWindow: entry !== undefined,
      from: entry?.instant ?? window.start,
      ...(until === undefined ? {} : { until }),
      ...(entered === undefined ? {} : { entered }),
    };
  });
}
