import { availableParallelism } from 'node:os';

/**
 * The number of service processes from `MANDALA_WORKERS`: a whole number from 1 up, default one per core
 * (`os.availableParallelism()`). `1` runs the service in this one process, as before clustering existed.
 * Throws an `Error` naming the variable for anything else.
 */
export function workerCountFrom(text: string | undefined, cores: number = availableParallelism()): number {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return Math.max(1, cores);
  if (!/^[0-9]+$/.test(trimmed) || Number(trimmed) < 1 || Number(trimmed) > 1024) {
    throw new Error(`MANDALA_WORKERS must be a whole number from 1 to 1024, not "${text}".`);
  }
  return Number(trimmed);
}

/**
 * Calculation threads per service process, so that the processes together keep to the machine: one per core
 * less one when one process runs (the calculation pool's own default), and at least one per process.
 */
export function calculationThreadsPerWorker(workers: number, cores: number = availableParallelism()): number {
  return Math.max(1, Math.floor(cores / workers) - 1);
}
