// Worker-thread entry of the calculation pool (also a tsup entry: `dist/calculation-pool/calculation-worker.js`).
// Builds the calculation engines (no atlas, no celebrity records) once per worker and runs one operation per task.
import { createCalculationEngines, pictureEngine } from '../calculation-engines';
import { createPictureProcess } from '../picture-process/picture-process';
import { getOperation } from '../registry';
import { replyOf } from './calculation-protocol';
import type { CalculationReply, CalculationTask } from './calculation-protocol';
import { lowerThreadPriority } from './lower-thread-priority';
import { runTaskWithWarmUpFlag } from './thread-warm-up';

lowerThreadPriority();
// PNGs are drawn in a process that ends when idle, so what the renderer's allocations leave behind goes with it.
const pictureProcess = createPictureProcess();
const engines = createCalculationEngines({ pictures: { ...pictureEngine, png: (svg, widthPixels) => pictureProcess.render(svg, widthPixels) } });
// Decode the ephemeris tables while the worker starts (about 40 ms), not in its first call.
engines.natalChart({ date: '2000-01-01T12:00', timezone: 'UTC' }, 'v3');

/** Runs the named operation on the worker's engines, with `now()` fixed at the task's instant. */
export default function runCalculation(task: CalculationTask): Promise<CalculationReply> {
  const nowMilliseconds = Date.parse(task.nowIso);
  const context = { engines, now: () => new Date(nowMilliseconds) };
  return runTaskWithWarmUpFlag(task.warmUpFlag, () =>
    // The tool pictures draw from the input alone (they recompute the chart), so no value is sent over.
    task.part === 'image'
      ? replyOf(() => getOperation(task.operationName).toolImage?.(task.input, undefined, context))
      : replyOf(() => getOperation(task.operationName).run(task.input, context)),
  );
}
