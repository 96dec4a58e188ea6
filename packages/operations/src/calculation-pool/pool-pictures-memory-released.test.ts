// Guards the memory of pictures drawn on the calculation pool: resvg keeps each picture's pixels (16 MB at 2000 px)
// in native memory that V8 does not count, so a worker that only drew pictures never collected them (100 pictures
// of 2000 px held 2 GB). Now each picture is followed by a young-generation collection and the idle worker's event
// loop turns (piscina `atomics: 'async'`), which runs the finalizers that free the pixels; and every 64 MB of pixels
// the collection is a full one.
import { setFlagsFromString } from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { getOperation } from '../registry';
import { createCalculationPool } from './calculation-pool';

const pictures = 16;
/** Without the fix the process grew by about 20 MB a picture (≈ 330 MB here); with it, tens of MB in all. */
const allowedGrowthMegabytes = 160;

// The threads get the young generation the service starts with (`--max-semi-space-size=16`, package.json `start`):
// V8 reads the flag when it makes each thread's heap. With it, most wrappers of a picture moved to the old generation
// before the scavenge after the picture, so only full collections free their pixels (collect-after-picture.ts).
setFlagsFromString('--max-semi-space-size=16');

describe('pictures drawn on the calculation pool', () => {
  const pool = createCalculationPool({ threads: 1 });
  afterAll(() => pool.close());

  it(`release their pixels: ${pictures} PNGs of 2000 px grow the process by less than ${allowedGrowthMegabytes} MB`, async () => {
    const operation = getOperation('bodygraph_png');
    const inputOf = (index: number) => operation.input.parse({ date: `1987-06-0${1 + (index % 9)}T10:${String(index).padStart(2, '0')}`, timezone: 'Europe/Berlin', size: 2000 });
    const nowIso = new Date('2026-03-01T12:00:00Z').toISOString();
    // The first picture loads the fonts and the renderer; measure from after it.
    await pool.run('bodygraph_png', inputOf(59), { nowIso });
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    for (let index = 0; index < pictures; index += 1) {
      const result = (await pool.run('bodygraph_png', inputOf(index), { nowIso })) as { bytes: Uint8Array };
      expect(result.bytes.byteLength).toBeGreaterThan(100_000);
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    }
    expect((rssPeak - rssBefore) / 1048576).toBeLessThan(allowedGrowthMegabytes);
    // The pictures are drawn on a thread at nice 10 (calculation-threads-lower-priority.test.ts): with every package's
    // tests running at once it gets what CPU the others leave, so the time allowed is generous; only memory is judged.
  }, 180_000);

  // A burst queues its pictures: the thread then took task after task from its message port without a turn of its
  // event loop, so no finalizer ran until the queue was empty, and 24 pictures of 2000 px held ≈ 450 MB (the service's
  // footprint bench, 2026-11-29). Each task now ends with a turn of the event loop.
  it(`release their pixels when ${pictures} PNGs of 2000 px are asked for at once`, async () => {
    const operation = getOperation('bodygraph_png');
    const inputOf = (index: number) => operation.input.parse({ date: `1988-07-0${1 + (index % 9)}T11:${String(index).padStart(2, '0')}`, timezone: 'Europe/Berlin', size: 2000 });
    const nowIso = new Date('2026-03-01T12:00:00Z').toISOString();
    await pool.run('bodygraph_png', inputOf(59), { nowIso });
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    const sampling = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 20);
    try {
      const results = (await Promise.all(Array.from({ length: pictures }, (_, index) => pool.run('bodygraph_png', inputOf(index), { nowIso })))) as { bytes: Uint8Array }[];
      for (const result of results) expect(result.bytes.byteLength).toBeGreaterThan(100_000);
    } finally {
      clearInterval(sampling);
    }
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    expect((rssPeak - rssBefore) / 1048576).toBeLessThan(allowedGrowthMegabytes);
  }, 180_000);
});
