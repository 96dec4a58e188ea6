import { describe, expect, it } from 'vitest';
import { calculationThreadsPerWorker, workerCountFrom } from './worker-count';

describe('workerCountFrom', () => {
  it('defaults to one process per core', () => {
    expect(workerCountFrom(undefined, 2)).toBe(2);
    expect(workerCountFrom('', 8)).toBe(8);
    expect(workerCountFrom(' ', 1)).toBe(1);
  });

  it('reads a whole number', () => {
    expect(workerCountFrom('1', 8)).toBe(1);
    expect(workerCountFrom(' 3 ', 8)).toBe(3);
  });

  it.each(['0', '-1', '1.5', 'two', '2x', '1025'])('refuses %j, naming the variable', (text) => {
    expect(() => workerCountFrom(text, 2)).toThrow(`MANDALA_WORKERS must be a whole number from 1 to 1024, not "${text}".`);
  });
});

describe('calculationThreadsPerWorker', () => {
  it('gives one process the pool default and shares the cores between processes', () => {
    expect(calculationThreadsPerWorker(1, 8)).toBe(7);
    expect(calculationThreadsPerWorker(2, 8)).toBe(3);
    expect(calculationThreadsPerWorker(2, 2)).toBe(1);
    expect(calculationThreadsPerWorker(4, 2)).toBe(1);
  });
});
