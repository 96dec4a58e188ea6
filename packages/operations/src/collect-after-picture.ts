// Garbage collection on demand, for memory V8 cannot see. The PNG renderer (resvg, a native module) keeps each
// picture's pixels outside the JavaScript heap (≈ 19 MB at 2000 px) until the collector finds its small wrapper
// objects dead; a process that draws pictures and allocates little else (the picture process) may not collect for a
// long time, so 100 pictures of 2000 px held 2 GB. A scavenge after each picture (≈ 0.6 ms) frees most wrappers, and
// their finalizers free the pixels on the next turn of the event loop. A wrapper that outlived two scavenges while
// its picture was drawn has moved to the old generation, where only a full collection finds it: with 16 MB
// semi-spaces (the service's start command) that happened to most of them, and 24 pictures held ≈ 450 MB until the
// thread ended. So every 64 MB of pixels drawn, the collection after a picture is a full one (≈ 10 ms on a thread).
import { garbageCollector } from './garbage-collector';

/** Pixels drawn between two full collections, in bytes of native memory (four bytes a pixel). */
const fullCollectionEveryPixelBytes = 64 * 1024 * 1024;

let pixelBytesSinceFullCollection = 0;

/**
 * Collects after a bodygraph picture `widthPixels` wide was drawn: a young-generation collection, or a full one once
 * 64 MB of pixels were drawn since the last (the finalizers of what it frees run on a later turn of the event loop).
 */
export function collectAfterPicture(widthPixels: number): void {
  const collect = garbageCollector();
  // The pictures are taller than wide (680 × 828 in the SVG's units).
  pixelBytesSinceFullCollection += widthPixels * Math.ceil((widthPixels * 828) / 680) * 4;
  if (pixelBytesSinceFullCollection < fullCollectionEveryPixelBytes) {
    collect({ type: 'minor', execution: 'sync' });
    return;
  }
  pixelBytesSinceFullCollection = 0;
  collect({ type: 'major', execution: 'sync' });
}
