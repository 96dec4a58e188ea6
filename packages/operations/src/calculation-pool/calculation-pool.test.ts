import { afterAll, describe, expect, it } from 'vitest';
import { createDefaultEngines } from '../default-engines';
import type { OperationContext } from '../define-operation';
import { isMandalaError } from '../errors';
import { toOperationFailure } from '../operation-failure';
import { getOperation } from '../registry';
import { createCalculationPool } from './calculation-pool';

const now = new Date('2026-03-01T12:00:00Z');
const context: OperationContext = { engines: createDefaultEngines(), now: () => now };
const runOptions = { nowIso: now.toISOString() };

function validated(operationName: string, rawInput: unknown): unknown {
  return getOperation(operationName).input.parse(rawInput);
}

async function inProcess(operationName: string, input: unknown): Promise<unknown> {
  return getOperation(operationName).run(input, context);
}

describe('createCalculationPool (the calculation worker, default engines)', () => {
  const pool = createCalculationPool({ threads: 2 });
  afterAll(() => pool.close());

  it('answers the same charts as running the operations in-process', async () => {
    const calls: Array<[string, unknown]> = [
      ['generate_chart', { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin', detailLevel: 'full' }],
      ['generate_chart', { birthDateTime: '1947-08-15T00:05', timezone: 'Asia/Kolkata', detailLevel: 'standard' }],
      ['generate_chart', { birthDateTime: '2003-11-30T23:59', timezone: 'America/New_York' }],
      [
        'generate_composite_chart',
        { personA: { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' }, personB: { birthDateTime: '1988-11-02T08:05', timezone: 'America/New_York' }, version: 'v2' },
      ],
      // No transit moment: the operation reads "now", which the worker takes from `nowIso`.
      ['get_transits', { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' }],
    ];
    const inputs = calls.map(([name, rawInput]) => [name, validated(name, rawInput)] as const);
    const pooled = await Promise.all(inputs.map(([name, input]) => pool.run(name, input, runOptions)));
    for (const [index, [name, input]] of inputs.entries()) {
      expect(pooled[index], name).toEqual(await inProcess(name, input));
    }
    expect(pooled[0]).toMatchObject({ Type: expect.anything(), Planets: expect.anything() });
    // The pool's thread runs at nice 10 and starts by loading the engines: with every package's tests running at
    // once it took up to 20 s in CI runs, two thirds of the default 30 s, so the time allowed is generous.
  }, 120_000);

  it('rethrows a Mandala error of the worker with its code, message, details and status', async () => {
    // Past the schema (which would refuse the zone): the engine itself raises invalid_timezone in the worker.
    const unknownZone = { birthDateTime: '1990-05-15T14:30:00', timezone: 'Mars/Olympus_Mons', detailLevel: 'core' };
    const pooled = await pool.run('generate_chart', unknownZone, runOptions).catch((error: unknown) => error);
    const local = await inProcess('generate_chart', unknownZone).catch((error: unknown) => error);
    expect(isMandalaError(pooled)).toBe(true);
    expect(pooled).toMatchObject({ code: 'invalid_timezone' });
    expect(toOperationFailure(pooled)).toMatchObject({ status: 400, code: 'invalid_timezone' });
    expect(toOperationFailure(pooled)).toEqual(toOperationFailure(local));

    // A daylight-saving gap refused on request: a valid input the engine rejects, with details.
    const inGap = validated('generate_chart', { birthDateTime: '2021-03-28T02:30', timezone: 'Europe/Berlin', disambiguation: 'reject' });
    const gapPooled = await pool.run('generate_chart', inGap, runOptions).catch((error: unknown) => error);
    const gapLocal = await inProcess('generate_chart', inGap).catch((error: unknown) => error);
    expect(toOperationFailure(gapPooled)).toMatchObject({ status: 400, code: 'nonexistent_local_time' });
    expect(toOperationFailure(gapPooled)).toEqual(toOperationFailure(gapLocal));
  });

  it('keeps any other error a plain error (500 internal_error, or 502 on the tool surfaces)', async () => {
    const failure = await pool.run('generate_chart', { detailLevel: 'core' }, runOptions).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isMandalaError(failure)).toBe(false);
    expect(toOperationFailure(failure)).toMatchObject({ status: 500, code: 'internal_error' });
    await expect(pool.run('no_such_operation', {}, runOptions)).rejects.toMatchObject({ code: 'unknown_operation' });
  });
});

describe('createCalculationPool with a calculation that busy-waits synchronously', () => {
  const pool = createCalculationPool({ threads: 1, workerModule: new URL('../test-support/busy-calculation-worker.ts', import.meta.url) });
  afterAll(() => pool.close());

  it('stops the running calculation when the signal aborts, and answers the next call on a new worker', async () => {
    const first = await pool.run('probe', { busyMilliseconds: 0 }, runOptions);
    expect(first).toMatchObject({ operationName: 'probe' });
    const started = performance.now();
    const aborted = await pool.run('probe', { busyMilliseconds: 500 }, { ...runOptions, signal: AbortSignal.timeout(50) }).catch((error: unknown) => error);
    expect(aborted).toMatchObject({ name: 'AbortError' });
    expect(performance.now() - started).toBeLessThan(300);
    // One thread: the busy worker was terminated, and the next call runs on its replacement.
    const next = await pool.run('probe', { busyMilliseconds: 0 }, runOptions);
    expect(next).toMatchObject({ operationName: 'probe' });
    expect((next as { threadId: number }).threadId).not.toBe((first as { threadId: number }).threadId);
  });
});
