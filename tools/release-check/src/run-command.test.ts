import { describe, expect, it } from 'vitest';
import { mapWithConcurrency, mustRun, outputTail, runCommand } from './run-command';

describe('runCommand', () => {
  it('captures output and the exit code', async () => {
    const result = await runCommand(process.execPath, ['-e', 'console.log("out"); console.error("err"); process.exit(3)'], { cwd: process.cwd() });
    expect(result.exitCode).toBe(3);
    expect(result.output).toContain('out');
    expect(result.output).toContain('err');
  });

  it('mustRun throws with the output of a failing command', async () => {
    await expect(mustRun(process.execPath, ['-e', 'console.log("why"); process.exit(1)'], { cwd: process.cwd() })).rejects.toThrow(/exited with 1:\nwhy/);
  });
});

describe('outputTail', () => {
  it('keeps the last lines', () => {
    expect(outputTail('a\nb\nc\n', 2)).toBe('b\nc');
  });
});

describe('mapWithConcurrency', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapWithConcurrency([30, 10, 20, 5], 2, async (delay) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running -= 1;
      return delay * 2;
    });
    expect(results).toEqual([60, 20, 40, 10]);
    expect(most).toBe(2);
  });
});
