// A young-generation garbage collection on demand, for memory V8 cannot see. The PNG renderer (resvg, a native
// module) keeps each picture's pixels outside the JavaScript heap (16 MB at 2000 px) until the collector finds its
// small wrapper objects dead; a thread that draws pictures and allocates little else (a calculation worker) may not
// collect for a long time, so 100 pictures of 2000 px held 2 GB. One scavenge after each picture (≈ 0.6 ms) lets
// the wrappers' finalizers free the pixels on the next turn of the event loop.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'minor'; execution: 'sync' }) => void;

function gcFunction(): Collect {
  const exposed = (globalThis as { gc?: Collect }).gc;
  if (typeof exposed === 'function') return exposed;
  // `gc` exists only in contexts made while --expose-gc is set: set it for one new context, then unset it.
  setFlagsFromString('--expose-gc');
  try {
    return runInNewContext('gc') as Collect;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

let collect: Collect | undefined;

/** Runs a young-generation collection now (the finalizers of what it frees run on a later turn of the event loop). */
export function collectYoungGeneration(): void {
  collect ??= gcFunction();
  collect({ type: 'minor', execution: 'sync' });
}
