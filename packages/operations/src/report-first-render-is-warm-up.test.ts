import { describe, expect, it } from 'vitest';
import { isWarmingUp, newWarmUpFlag, runTaskWithWarmUpFlag } from './calculation-pool/thread-warm-up';
import { createCalculationEngines } from './calculation-engines';
import { reportEngine } from './report-engine';

// Guards the cold-thread cycle of reports from the engine's side: the first report of a thread (module loading, fonts,
// cold code) is flagged as its warm-up, so the pool does not terminate the thread for it; later reports are not.
describe('the report engine on a calculation thread', () => {
  it('flags its first render as the warm-up, from the call until the report is done, and no render after it', async () => {
    const chart = await createCalculationEngines().natalChart({ date: '1990-05-15T14:30', timezone: 'Europe/Berlin' }, 'v3');
    const person = { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' };
    const render = async (): Promise<{ flaggedAtCall: boolean; flaggedAfter: boolean; bytes: number }> => {
      const flag = newWarmUpFlag();
      let flaggedAtCall = false;
      const rendered = await runTaskWithWarmUpFlag(flag, () => {
        const pending = Promise.resolve(reportEngine.natal(chart, person, 'pdf', new Date('2026-03-01T12:00:00Z')));
        flaggedAtCall = isWarmingUp(flag);
        return pending;
      });
      return { flaggedAtCall, flaggedAfter: isWarmingUp(flag), bytes: rendered.bytes?.length ?? 0 };
    };
    const first = await render();
    expect(first).toMatchObject({ flaggedAtCall: true, flaggedAfter: false });
    expect(first.bytes).toBeGreaterThan(10_000);
    const second = await render();
    expect(second).toMatchObject({ flaggedAtCall: false, flaggedAfter: false });
  }, 120_000);
});
