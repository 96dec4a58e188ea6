import { stableJson } from '@mandala/access/policy';

/**
 * A bounded least-recently-used cache of operation results, keyed by operation name and the
 * canonical (validated) input. Only operations marked `pure` use it: their result depends on the
 * input alone, so a hit returns exactly what a recalculation would. Cached values are shared between
 * responses and must be treated as immutable.
 *
 * Admission: a result is stored only when its input comes a second time while the input is still
 * remembered (the last `2 × capacity` one-off inputs are remembered, as a 30-bit hash of their key
 * only). Most births are asked for once; keeping each of those results would move every chart into the
 * old generation of the heap and make garbage collection the main cost of uncached traffic, and even
 * their key strings, kept a few hundred milliseconds under load, reached it and died there. Repeated
 * inputs are answered from the cache from their third call on; two inputs sharing a hash only admit a
 * result one call early (the cache itself is keyed by the whole key).
 */
export class ResultCache {
  private readonly entries = new Map<string, unknown>();
  /** The object results held in `entries`, to answer {@link ResultCache.holds} without a key. */
  private readonly heldObjects = new WeakSet<object>();
  /** Hashes of the keys computed once and not stored, oldest first (insertion order): small integers, held without an object each. */
  private readonly seenOnce = new Set<number>();
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
    const hash = keyHash(key);
    if (this.seenOnce.delete(hash)) this.store(key, value);
    else this.remember(hash);
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

  private remember(hash: number): void {
    this.seenOnce.add(hash);
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

/** FNV-1a of `key`'s UTF-16 code units, cut to 30 bits so V8 keeps it as a small integer (no heap number). */
function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return hash & 0x3fffffff;
}
