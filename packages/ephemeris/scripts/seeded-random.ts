// mulberry32: a small deterministic generator, so generated fixtures, reports and benchmarks repeat exactly.
// Dev-only (scripts and benchmarks); nothing under src/ imports it.

/** A generator of uniform numbers in [0, 1) fixed by `seed` (a 32-bit integer). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
