import { stableJson } from '@mandala/access';

/**
 * A bounded least-recently-used cache of operation results, keyed by operation name and the
 * canonical (validated) input. Only operations marked `pure` use it: their result depends on the
 * input alone, so a hit returns exactly what a recalculation would. Cached values are shared between
 * responses and must be treated as immutable.
 */
export class ResultCache {
  private readonly entries = new Map<string, unknown>();
  hits = 0;
  misses = 0;

  /** `capacity` entries at most; 0 disables the cache. */
  constructor(readonly capacity: number) {}

  /** The cached result of `operationName` for `input`, computing (and storing) it with `compute` on a miss. */
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
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
    return value;
  }

  /** Entries held. */
  get size(): number {
    return this.entries.size;
  }
}
