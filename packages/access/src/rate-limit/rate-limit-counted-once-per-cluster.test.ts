// The workers of a SQLite-mode cluster count each account's request rate together, in the primary: two workers
// admitting 30 calls of one Free account at once (2 a second plus a burst of 20) admit 22 between them (24 when the
// calls straddle a second), not 22 each. The primary answers each worker's turn of calls in one IPC message.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('../../test/fixtures/rate-limited-cluster.ts', import.meta.url));
const packageDirectory = fileURLToPath(new URL('../..', import.meta.url));

it('two cluster workers admit one Free account’s burst between them, not each', async () => {
  const output = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', fixture], { cwd: packageDirectory, timeout: 30_000 }, (error, stdout, stderr) => (error === null ? resolve(stdout) : reject(new Error(`${error.message}\n${stderr}`))));
  });
  const reports = JSON.parse(output.trim()) as { admitted: number; refused: number; failed: number }[];
  const admitted = reports.reduce((sum, report) => sum + report.admitted, 0);
  expect(reports.map((report) => report.failed)).toEqual([0, 0]);
  expect(admitted).toBeGreaterThanOrEqual(22);
  expect(admitted).toBeLessThanOrEqual(24);
  expect(reports.reduce((sum, report) => sum + report.refused, 0)).toBe(60 - admitted);
}, 40_000);
