// V8's garbage collector on demand, for memory V8 cannot see or does not return by itself: the pixels of pictures
// (collect-after-picture.ts) and the memory of a service that has turned idle (apps/server idle-memory-release.ts).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * V8's `gc()`: `minor` collects the young generation; `major` everything; `flavor: 'last-resort'` is the collection
 * that gives memory back (it also shrinks the young generation to its smallest size).
 */
export type CollectGarbage = (options: { type: 'minor' | 'major'; execution: 'sync'; flavor?: 'regular' | 'last-resort' }) => void;

let collect: CollectGarbage | undefined;

/** This thread's `gc()`, without exposing `gc` to other code (the service does not run with `--expose-gc`). */
export function garbageCollector(): CollectGarbage {
  if (collect !== undefined) return collect;
  const exposed = (globalThis as { gc?: CollectGarbage }).gc;
  if (typeof exposed === 'function') return (collect = exposed);
  // `gc` exists only in contexts made while --expose-gc is set: set it for one new context, then unset it.
  setFlagsFromString('--expose-gc');
  try {
    collect = runInNewContext('gc') as CollectGarbage;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
  return collect;
}
