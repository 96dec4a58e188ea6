// Guards the memory of pictures drawn on the calculation pool: resvg keeps each picture's pixels (16 MB at 2000 px)
// in native memory that V8 does not count, so a worker that only drew pictures never collected them (100 pictures
// of 2000 px held 2 GB). Now each picture is followed by a young-generation collection and the idle worker's event
// loop turns (piscina `atomics: 'async'`), which runs the finalizers that free the pixels.
import { afterAll, describe, expect, it } from 'vitest';
import { getOperation } from '../registry';
import { createCalculationPool } from './calculation-pool';

const pictures = 16;
/** Without the fix the process grew by about 20 MB a picture (≈ 330 MB here); with it, tens of MB in all. */
const allowedGrowthMegabytes = 160;

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
});
