/**
 * Process-wide generation of access data: every revocation or plan change made through any store of this
 * process moves it on, which empties every {@link FreshCache} of the process at once.
 */
let accessDataGeneration = 0;

/** The current generation; read it before the database read whose result you will {@link FreshCache.set}. */
export function freshCacheGeneration(): number {
  return accessDataGeneration;
}

/** Marks cached keys and accounts of every store in this process as stale (call after a revocation or a plan change). */
export function invalidateFreshCaches(): void {
  accessDataGeneration += 1;
}

interface FreshEntry<V> {
  readonly value: V;
  readonly expiresAtMs: number;
  readonly generation: number;
}

/**
 * A small in-process cache whose entries live at most `maximumAgeMs` of real (monotonic) time, and no longer
 * than the next {@link invalidateFreshCaches}. It bounds how stale a read may be: what another process changes
 * is seen within `maximumAgeMs`; what this process changes is seen at once. At `capacity` entries it starts afresh.
 */
export class FreshCache<V> {
  private readonly entries = new Map<string, FreshEntry<V>>();

  constructor(
    readonly maximumAgeMs: number,
    readonly capacity: number,
    private readonly nowMs: () => number = () => performance.now(),
  ) {}

  /** The value stored under `key` if it is still fresh, else `undefined`. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.generation !== accessDataGeneration || entry.expiresAtMs <= this.nowMs()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Stores `value` under `key` for `maximumAgeMs` (nothing when the age is 0). `generationAtRead` is
   * {@link freshCacheGeneration} taken before `value` was read, so a change that lands during the read makes the
   * entry stale at once instead of caching what the change replaced.
   */
  set(key: string, value: V, generationAtRead: number): void {
    if (this.maximumAgeMs <= 0 || generationAtRead !== accessDataGeneration) return;
    if (this.entries.size >= this.capacity) this.entries.clear();
    this.entries.set(key, { value, expiresAtMs: this.nowMs() + this.maximumAgeMs, generation: generationAtRead });
  }
}
