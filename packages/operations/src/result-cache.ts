import { stableJson } from '@mandala/access/policy';

/**
 * A bounded least-recently-used cache of operation results, keyed by operation name and the
 * canonical (validated) input. Only operations marked `pure` use it: their result depends on the
 * input alone, so a hit returns exactly what a recalculation would. Cached values are shared between
 * responses and must be treated as immutable.
 *
 * Admission: a result is stored only when its input comes a second time while the input is still
 * remembered (the last `2 × capacity` one-off inputs are remembered, as keys only). Most births are
 * asked for once; keeping each of those results would move every chart into the old generation of
 * the heap and make garbage collection the main cost of uncached traffic. Repeated inputs are answered
 * from the cache from their third call on.
 */
export class ResultCache {
  private readonly entries = new Map<string, unknown>();
  /** The object results held in `entries`, to answer {@link ResultCache.holds} without a key. */
  private readonly heldObjects = new WeakSet<object>();
  /** Keys computed once and not stored, oldest first (insertion order). */
  private readonly seenOnce = new Set<string>();
  hits = 0;
  misses = 0;

  /** `capacity` entries at most; 0 disables the cache. */
  constructor(readonly capacity: number) {}

  /** The cached result of `operationName` for `input`, computing it with `compute` on a miss (and storing it on a repeat). */
  async getOrCompute(operationName: string, input: unknown, compute: () => unknown): Promise<unknown> {
    if (this.capacity <= 0) return compute();
    const key = `${operationName}\n${stableJson(input)}`;
    if (this.entries.has(key)) {
      const value = this.entries.get(key);
      this.entries.delete(key);
      this.entries.set(key, value);
      this.hits += 1;
      return value;
    }
    this.misses += 1;
    const value = await compute();
    if (this.seenOnce.delete(key)) this.store(key, value);
    else this.remember(key);
    return value;
  }

  private store(key: string, value: unknown): void {
    this.entries.set(key, value);
    if (typeof value === 'object' && value !== null) this.heldObjects.add(value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.entries().next();
      if (oldest.done === true) return;
      const [oldestKey, oldestValue] = oldest.value;
      this.entries.delete(oldestKey);
      if (typeof oldestValue === 'object' && oldestValue !== null) this.heldObjects.delete(oldestValue);
    }
  }

  /**
   * True when `value` is an object this cache holds: a later call with the same input may be answered with this same
   * object (so what a surface derives from it, such as its encoded JSON, is worth keeping beside it).
   */
  holds(value: unknown): boolean {
    return typeof value === 'object' && value !== null && this.heldObjects.has(value);
  }

  private remember(key: string): void {
    this.seenOnce.add(key);
    if (this.seenOnce.size > 2 * this.capacity) {
      const oldest = this.seenOnce.values().next();
      if (oldest.done !== true) this.seenOnce.delete(oldest.value);
    }
  }

  /** Entries held. */
  get size(): number {
    return this.entries.size;
  }
}
