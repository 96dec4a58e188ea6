import type { PlanetaryUpdate } from '@mandala/operations';

/** One open stream. */
export interface StreamSubscriber {
  send(update: PlanetaryUpdate): void;
  /** Ends the stream (server shutdown). */
  close(): void;
}

/** Shares one computation per tick between every stream of the same interval. */
export interface PlanetaryStreamHub {
  /** Adds a subscriber to the `intervalSeconds` group; returns the function that removes it. */
  subscribe(intervalSeconds: number, subscriber: StreamSubscriber): () => void;
  /** Closes every open stream and stops every timer. */
  closeAll(): void;
  /** Open streams. */
  readonly subscriberCount: number;
  /** Computations done by ticks so far (tests check it is one per tick, not one per subscriber). */
  readonly tickComputations: number;
}

/** Options of {@link createPlanetaryStreamHub}. */
export interface PlanetaryStreamHubOptions {
  /** Computes one update (positions now). */
  readonly compute: () => Promise<PlanetaryUpdate>;
  /** Milliseconds of an interval given in seconds; tests shrink time with it. Default `seconds * 1000`. */
  readonly intervalMilliseconds?: (seconds: number) => number;
  /** Called when a tick's computation throws (the tick is skipped, streams stay open). */
  readonly onError?: (error: unknown) => void;
}

/**
 * Creates the hub: one timer per distinct interval with at least one subscriber, one computation per
 * tick fanned out to all of that interval's subscribers; a timer stops when its last subscriber leaves.
 */
export function createPlanetaryStreamHub(options: PlanetaryStreamHubOptions): PlanetaryStreamHub {
  const toMilliseconds = options.intervalMilliseconds ?? ((seconds: number) => seconds * 1000);
  const groups = new Map<number, { timer: NodeJS.Timeout; subscribers: Set<StreamSubscriber> }>();
  let tickComputations = 0;

  async function tick(intervalSeconds: number): Promise<void> {
    const group = groups.get(intervalSeconds);
    if (group === undefined || group.subscribers.size === 0) return;
    let update: PlanetaryUpdate;
    try {
      tickComputations += 1;
      update = await options.compute();
    } catch (error) {
      options.onError?.(error);
      return;
    }
    for (const subscriber of group.subscribers) subscriber.send(update);
  }

  return {
    subscribe(intervalSeconds, subscriber) {
      let group = groups.get(intervalSeconds);
      if (group === undefined) {
        const timer = setInterval(() => void tick(intervalSeconds), toMilliseconds(intervalSeconds));
        timer.unref();
        group = { timer, subscribers: new Set() };
        groups.set(intervalSeconds, group);
      }
      group.subscribers.add(subscriber);
      return () => {
        const current = groups.get(intervalSeconds);
        if (current === undefined) return;
        current.subscribers.delete(subscriber);
        if (current.subscribers.size === 0) {
          clearInterval(current.timer);
          groups.delete(intervalSeconds);
        }
      };
    },
    closeAll() {
      for (const [intervalSeconds, group] of groups) {
        clearInterval(group.timer);
        groups.delete(intervalSeconds);
        for (const subscriber of group.subscribers) subscriber.close();
      }
    },
    get subscriberCount() {
      let count = 0;
      for (const group of groups.values()) count += group.subscribers.size;
      return count;
    },
    get tickComputations() {
      return tickComputations;
    },
  };
}
