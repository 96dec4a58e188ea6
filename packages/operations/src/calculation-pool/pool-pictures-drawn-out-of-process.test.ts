// Guards where the calculation pool's pictures are drawn. resvg keeps each picture's pixels (16 MB at 2000 px) and its
// font and shaping tables in native memory, and glibc kept what a burst freed: 24 pictures of 2000 px left the service
// at 154–351 MB for good (2026-11-29). The pool's threads now hand their pictures to a picture process
// (picture-process.ts) that ends when idle, so the renderer never runs in the pool's process: its native module is not
// even loaded there, and the process grows by about the PNG bytes it receives, however many pictures it is asked for.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { getOperation } from '../registry';
import { createCalculationPool } from './calculation-pool';

const pictures = 16;
const allowedGrowthMegabytes = 64;

/** Whether a file whose path contains `name` is mapped into this process (Linux). */
function mapsFile(name: string): boolean {
  return readFileSync('/proc/self/maps', 'utf8').split('\n').some((line) => line.includes(name));
}

describe('pictures asked of the calculation pool', () => {
  const pool = createCalculationPool({ threads: 1 });
  afterAll(() => pool.close());
  const operation = getOperation('bodygraph_png');
  const nowIso = new Date('2026-03-01T12:00:00Z').toISOString();
  const inputOf = (index: number) => operation.input.parse({ date: `1988-07-0${1 + (index % 9)}T11:${String(index).padStart(2, '0')}`, timezone: 'Europe/Berlin', size: 2000 });

  it(`are drawn outside the pool's process: ${pictures} PNGs of 2000 px at once, resvg never loaded here, less than ${allowedGrowthMegabytes} MB added`, async () => {
    // The first picture starts the thread and the picture process; measure from after it.
    await pool.run('bodygraph_png', inputOf(59), { nowIso });
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    const sampling = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 20);
    try {
      const results = (await Promise.all(Array.from({ length: pictures }, (_, index) => pool.run('bodygraph_png', inputOf(index), { nowIso })))) as { bytes: Uint8Array }[];
      for (const result of results) expect([...result.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    } finally {
      clearInterval(sampling);
    }
    expect(mapsFile('resvg')).toBe(false);
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    expect((rssPeak - rssBefore) / 1048576).toBeLessThan(allowedGrowthMegabytes);
    // The pictures are drawn at nice 10 (calculation-threads-lower-priority.test.ts): with every package's tests
    // running at once they get what CPU the others leave, so the time allowed is generous.
  }, 180_000);
});
