// The disk under the SQLite key store fills up under load (a small tmpfs, filled with a file: SQLITE_FULL from
// the real file system). Calculations that need room answer 503 store_unavailable with Retry-After, never a 500;
// once the file is deleted the same running service charges and answers 200 again, without a restart. Mounting
// needs root (as in CI); elsewhere the test is skipped and sqlite-write-faults.test.ts in @mandala/access covers
// SQLITE_FULL through PRAGMA max_page_count.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, rmdirSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestEngines, usedUnits } from '@mandala/operations/testing';
import { createJsonLogger, loadConfig } from '@mandala/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';
import { chargedBy } from './surface-calls';
import type { SurfaceTarget } from './surface-calls';
import { startSurfaceLoad, storeFaultViolations, untilEverySurfaceAnswers } from './surface-load';

/** A fresh tmpfs of `megabytes`, or undefined when this process may not mount one. */
function mountTinyTmpfs(megabytes: number): string | undefined {
  const directory = mkdtempSync(join(tmpdir(), 'mandala-disk-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', directory], { stdio: 'ignore' });
    return directory;
  } catch {
    rmdirSync(directory);
    return undefined;
  }
}

/** Fills the file system holding `directory` with one file, until it has no room left; returns the file. */
function fillDisk(directory: string): string {
  const path = join(directory, 'filler');
  const descriptor = openSync(path, 'w');
  const block = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) writeSync(descriptor, block);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error;
  }
  const byte = Buffer.alloc(1, 1);
  try {
    for (;;) writeSync(descriptor, byte);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(descriptor);
  }
  return path;
}

function unmount(directory: string): void {
  execFileSync('umount', [directory], { stdio: 'ignore' });
  rmSync(directory, { recursive: true, force: true });
}

/** Whether this process may mount a tmpfs (root, as in CI): one is mounted and unmounted to find out. */
function mayMount(): boolean {
  const probe = mountTinyTmpfs(1);
  if (probe === undefined) return false;
  unmount(probe);
  return true;
}

const mountable = mayMount();
if (!mountable) console.warn('SQLite disk-full test SKIPPED: mounting a tmpfs needs root.');

describe.skipIf(!mountable)('SQLite on a full disk under load', () => {
  let mountPoint: string | undefined;
  let dataDirectory: string;
  let running: RunningMandala | undefined;
  let target: SurfaceTarget;
  let accountId: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    mountPoint = mountTinyTmpfs(16);
    if (mountPoint === undefined) throw new Error('could not mount the tmpfs');
    dataDirectory = join(mountPoint, 'data');
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, MANDALA_RATE_LIMITS: 'off' });
    const logger = createJsonLogger('info', (line) => void logLines.push(line));
    running = await startMandala({ config, mcpPort: 0, rest: { logger, announce: () => undefined, app: { engines: createTestEngines() } } });
    const created = await running.rest.store.createAccountWithKey({ name: 'disk full', plan: 'business' });
    accountId = created.accountId;
    target = { restUrl: running.rest.url, mcpUrl: running.mcp.url, key: created.key };
  });
  const service = (): RunningMandala => {
    if (running === undefined) throw new Error('the service did not start');
    return running;
  };
  afterAll(async () => {
    try {
      await running?.close();
    } finally {
      if (mountPoint !== undefined) unmount(mountPoint);
    }
  });

  it('answers 503 store_unavailable with Retry-After while the disk is full, and 200 again once there is room', async () => {
    const load = startSurfaceLoad(target, 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const filler = fillDisk(dataDirectory);
    await untilEverySurfaceAnswers(target, 'store_unavailable', 10_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    rmSync(filler);
    await untilEverySurfaceAnswers(target, 'ok', 10_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await load.stop();

    expect(load.failures).toEqual([]);
    expect(storeFaultViolations(load.answers)).toEqual([]);
    const { charged, unknown } = chargedBy(load.answers);
    const used = await usedUnits(service().rest.store, accountId);
    expect(used).toBeGreaterThanOrEqual(charged);
    expect(used).toBeLessThanOrEqual(charged + unknown);
  });

  it('logged no 500, no stack and no key', async () => {
    await service().rest.logger.flush?.();
    const entries = logLines.map((line) => JSON.parse(line) as { status?: number; errorCode?: string });
    expect(entries.filter((entry) => (entry.status ?? 0) >= 500 && entry.errorCode !== 'store_unavailable')).toEqual([]);
    expect(logLines.filter((line) => /\bat .+:\d+:\d+|mdl_live_/.test(line))).toEqual([]);
  });
});
