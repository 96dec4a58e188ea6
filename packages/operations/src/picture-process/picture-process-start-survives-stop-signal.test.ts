// Guards the picture process's start against a stop signal meant for the service (picture-process.ts,
// `isStopSignal`): until its first module makes it ignore SIGTERM, SIGINT and SIGHUP, a new picture process takes their
// default action, and one sent to the service's whole process group can reach it between its fork and its setsid().
// A two-worker instance signalled while a worker started its picture process answered that picture 500 (CI,
// group-sigterm-drains.test.ts). Such a picture is sent once more to a new process; a second end refuses it.
import { natalChart } from '@mandala/bodygraph';
import { afterEach, describe, expect, it } from 'vitest';
import { pictureEngine } from '../calculation-engines';
import { createPictureProcess } from './picture-process';
import type { PictureProcess } from './picture-process';

const svg = pictureEngine.natalSvg(natalChart({ date: '1987-06-01T10:00', timezone: 'Europe/Berlin' }, { version: 'v2' }), { theme: 'light', widthPixels: 300 });

/** The pid of the process `pictures` runs once it is another than `previousPid`. */
async function nextPid(pictures: PictureProcess, previousPid: number): Promise<number> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise(setImmediate)) {
    const pid = pictures.pid;
    if (pid !== undefined && pid !== previousPid) return pid;
  }
  throw new Error('No new picture process started within 10 s.');
}

describe('a picture process ended by a stop signal while it starts', () => {
  let pictures: PictureProcess | undefined;
  afterEach(() => pictures?.close());

  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    it(`draws the picture in a new process (${signal})`, async () => {
      pictures = createPictureProcess();
      const drawing = pictures.render(svg, 120);
      const firstPid = pictures.pid ?? 0;
      expect(firstPid).toBeGreaterThan(0);
      // At once: the new process has not loaded its first module yet, so the signal takes its default action.
      process.kill(firstPid, signal);
      const png = await drawing;
      expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
      expect(pictures.pid).toBeTypeOf('number');
      expect(pictures.pid).not.toBe(firstPid);
    }, 60_000);
  }

  it('sends a picture again only once: a second end refuses it, with what to do next', async () => {
    pictures = createPictureProcess();
    const drawing = pictures.render(svg, 120);
    const firstPid = pictures.pid ?? 0;
    process.kill(firstPid, 'SIGTERM');
    process.kill(await nextPid(pictures, firstPid), 'SIGTERM');
    await expect(drawing).rejects.toThrow(/picture process ended \(SIGTERM\).*ask again/);
    // The next picture starts a process of its own and is drawn.
    const next = await pictures.render(svg, 100);
    expect([...next.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  }, 60_000);

  it('does not send again a picture whose process was killed otherwise (SIGKILL): that may be the picture itself', async () => {
    pictures = createPictureProcess();
    const drawing = pictures.render(svg, 120);
    process.kill(pictures.pid ?? 0, 'SIGKILL');
    await expect(drawing).rejects.toThrow(/picture process ended \(SIGKILL\).*ask again/);
  }, 60_000);
});
