// Guards the memory of the picture process during a burst. resvg keeps each picture's pixels (16 MB at 2000 px) in
// native memory until V8 collects their small wrappers, which a process that only draws pictures may not do for a long
// time (100 pictures of 2000 px once held 2 GB); collect-after-picture.ts collects after each one. The process's exit
// gives everything back afterwards (picture-process-ends-when-idle.test.ts); this bounds what it holds meanwhile.
import { readFileSync } from 'node:fs';
import { natalChart } from '@mandala/bodygraph';
import { afterAll, describe, expect, it } from 'vitest';
import { pictureEngine } from '../calculation-engines';
import { createPictureProcess } from './picture-process';

const pictures = 16;
const allowedGrowthMegabytes = 160;

/** A figure of `/proc/<pid>/status` (Linux), in MB. */
function statusMegabytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (kilobytes === undefined) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(kilobytes) / 1024;
}

describe('the picture process, during a burst', () => {
  const picturesProcess = createPictureProcess();
  afterAll(() => picturesProcess.close());
  const svgOf = (index: number) =>
    pictureEngine.natalSvg(natalChart({ date: `1989-08-0${1 + (index % 9)}T12:${String(index).padStart(2, '0')}`, timezone: 'Europe/Berlin' }, { version: 'v2' }), { theme: 'light', widthPixels: 2000 });

  it(`holds less than ${allowedGrowthMegabytes} MB more than after its first picture while ${pictures} PNGs of 2000 px are asked for at once`, async () => {
    await picturesProcess.render(svgOf(59), 2000);
    const pid = picturesProcess.pid ?? 0;
    const rssAfterFirst = statusMegabytes(pid, 'VmRSS');
    const results = await Promise.all(Array.from({ length: pictures }, (_, index) => picturesProcess.render(svgOf(index), 2000)));
    for (const png of results) expect(png.byteLength).toBeGreaterThan(100_000);
    expect(picturesProcess.pid).toBe(pid);
    expect(statusMegabytes(pid, 'VmHWM') - rssAfterFirst).toBeLessThan(allowedGrowthMegabytes);
  }, 180_000);
});
