// Guards the picture process (picture-process.ts): it draws PNGs, ends once idle (its exit is what gives the renderer's
// memory back), starts again for the next picture, and a process that dies while drawing refuses only that picture.
import { natalChart } from '@mandala/bodygraph';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { pictureEngine } from '../calculation-engines';
import { createPictureProcess } from './picture-process';
import type { PictureProcess } from './picture-process';

const svg = pictureEngine.natalSvg(natalChart({ date: '1987-06-01T10:00', timezone: 'Europe/Berlin' }, { version: 'v2' }), { theme: 'light', widthPixels: 600 });

/** Width and height in a PNG's IHDR chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function untilGone(pid: number, withinMilliseconds: number): Promise<boolean> {
  for (const deadline = Date.now() + withinMilliseconds; Date.now() < deadline; ) {
    if (!processExists(pid)) return true;
    await sleep(25);
  }
  return !processExists(pid);
}

describe('the picture process', () => {
  let pictures: PictureProcess | undefined;
  afterEach(() => pictures?.close());

  it('draws a PNG, ends after its idle time, and starts again for the next picture', async () => {
    pictures = createPictureProcess({ idleMilliseconds: 500 });
    expect(pictures.pid).toBeUndefined();
    const png = await pictures.render(svg, 600);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngSize(png)).toEqual({ width: 600, height: Math.round((600 * 828) / 680) });
    const firstPid = pictures.pid;
    expect(firstPid).toBeTypeOf('number');
    // A second picture within the idle time is drawn by the same process.
    await pictures.render(svg, 300);
    expect(pictures.pid).toBe(firstPid);

    expect(await untilGone(firstPid ?? 0, 10_000)).toBe(true);
    expect(pictures.pid).toBeUndefined();

    const again = await pictures.render(svg, 200);
    expect(pngSize(again).width).toBe(200);
    expect(pictures.pid).toBeTypeOf('number');
    expect(pictures.pid).not.toBe(firstPid);
  }, 60_000);

  it('refuses the picture a killed process was drawing, with what to do next, and draws the next one in a new process', async () => {
    pictures = createPictureProcess();
    await pictures.render(svg, 100);
    const killedPid = pictures.pid ?? 0;
    const drawing = pictures.render(svg, 4000);
    process.kill(killedPid, 'SIGKILL');
    await expect(drawing).rejects.toThrow(/picture process ended \(SIGKILL\).*ask again/);
    const next = await pictures.render(svg, 100);
    expect(pngSize(next).width).toBe(100);
    expect(pictures.pid).not.toBe(killedPid);
  }, 60_000);

  it('is not kept running by its owner: close() ends it at once', async () => {
    pictures = createPictureProcess({ idleMilliseconds: 60_000 });
    await pictures.render(svg, 100);
    const pid = pictures.pid ?? 0;
    await pictures.close();
    expect(processExists(pid)).toBe(false);
    expect(pictures.pid).toBeUndefined();
  }, 60_000);

  // systemd and container runtimes may signal the service's whole process group: the service drains, and the
  // pictures asked for during the drain must still be drawn.
  it('draws on through SIGTERM, SIGINT and SIGHUP to its process, and ends with its channel', async () => {
    pictures = createPictureProcess({ idleMilliseconds: 60_000 });
    await pictures.render(svg, 100);
    const pid = pictures.pid ?? 0;
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.kill(pid, signal);
    await sleep(200);
    const png = await pictures.render(svg, 120);
    expect(pngSize(png).width).toBe(120);
    expect(pictures.pid).toBe(pid);
    await pictures.close();
    expect(processExists(pid)).toBe(false);
  }, 60_000);

  it('refuses a picture, with what to do next, when its process cannot start', async () => {
    pictures = createPictureProcess({ entryPath: '/nonexistent/picture-process-entry.js' });
    await expect(pictures.render(svg, 100)).rejects.toThrow(/picture process (ended|failed).*ask again/);
    expect(pictures.pid).toBeUndefined();
  }, 60_000);
});
