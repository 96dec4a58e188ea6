// Prints what a natal report costs the built service as an operator runs it (one worker, one calculation thread per
// spare core): the first report of a cold thread, the p50 and p95 of `GET /reports/natal.pdf` from a warm service
// (target p50 ≤ 150 ms), and how much a burst of 100 reports grows the service (target ≤ 50 MB once it settles).
// Figures, not a test; docs/benchmark-history.md keeps them. Run: pnpm build, then tsx bench/report-service.bench.ts.
// BENCH_REPORTS (default 50) sets the timed reports, BENCH_REPORT_BURST (default 100) the burst, 4 at a time.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { firstOk, groupCpuMilliseconds, groupRssKilobytes, megabytes, startBuiltService } from './built-service';

const timedReports = Number(process.env.BENCH_REPORTS ?? '50');
const burst = Number(process.env.BENCH_REPORT_BURST ?? '100');
const burstConcurrency = 4;

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

/** A distinct birth per report (37 hours apart), with a name in three scripts, so no two PDFs are alike. */
function reportPath(index: number): string {
  const date = new Date(Date.UTC(1980, 0, 1, 12) + index * 3_600_000 * 37).toISOString().slice(0, 16);
  return `/reports/natal.pdf?date=${date}&timezone=Europe/Berlin&name=${encodeURIComponent(`Person ${index} Ἀλέξανδρος Пушкин`)}`;
}

const service = await startBuiltService();
try {
  await firstOk(service, '/readyz');
  const headers = { authorization: `Bearer ${await service.developmentKey()}` };
  const report = async (index: number): Promise<{ status: number; milliseconds: number; bytes: number }> => {
    const started = performance.now();
    const answer = await fetch(`${service.baseUrl}${reportPath(index)}`, { headers });
    const bytes = (await answer.arrayBuffer()).byteLength;
    return { status: answer.status, milliseconds: performance.now() - started, bytes };
  };
  process.stdout.write(`node ${service.entry} (MANDALA_WORKERS=1), load average ${loadavg()[0]?.toFixed(1)}\n`);
  await sleep(1_000);
  const cold = await report(0);
  process.stdout.write(`first report (a cold calculation thread loads the report modules and fonts): ${cold.status} in ${cold.milliseconds.toFixed(0)} ms\n`);
  for (let index = 1; index <= 10; index += 1) await report(index);

  const times: number[] = [];
  const cpuBefore = groupCpuMilliseconds(service.groupId);
  let bytes = 0;
  for (let index = 0; index < timedReports; index += 1) {
    const answer = await report(100 + index);
    if (answer.status !== 200) throw new Error(`report ${index}: ${answer.status}`);
    times.push(answer.milliseconds);
    bytes = answer.bytes;
  }
  const cpuPerReport = (groupCpuMilliseconds(service.groupId) - cpuBefore) / timedReports;
  process.stdout.write(
    `natal PDF (${(bytes / 1024).toFixed(0)} KB) from a warm service, one at a time: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (target p50 ≤ 150 ms); the service's CPU ${cpuPerReport.toFixed(0)} ms a report\n`,
  );

  await sleep(2_000);
  const before = groupRssKilobytes(service.groupId);
  let peak = before;
  const sampling = setInterval(() => (peak = Math.max(peak, groupRssKilobytes(service.groupId))), 50);
  const statuses: number[] = [];
  let next = 0;
  const burstStarted = performance.now();
  await Promise.all(
    Array.from({ length: burstConcurrency }, async () => {
      while (next < burst) {
        next += 1;
        statuses.push((await report(1_000 + next)).status);
      }
    }),
  );
  clearInterval(sampling);
  const byStatus = [...new Set(statuses)].map((status) => `${statuses.filter((other) => other === status).length} × ${status}`).join(', ');
  process.stdout.write(`burst: ${burst} reports, ${burstConcurrency} at a time (${byStatus}) in ${(performance.now() - burstStarted).toFixed(0)} ms; RSS before ${megabytes(before)}, peak ${megabytes(peak)}\n`);
  for (const seconds of [2, 10]) {
    await sleep(seconds === 2 ? 2_000 : 8_000);
    const after = groupRssKilobytes(service.groupId);
    process.stdout.write(`  ${seconds} s after the burst: RSS ${megabytes(after)}, growth ${megabytes(after - before)} (target ≤ 50 MB)\n`);
  }
  const stopped = await service.stop();
  process.stdout.write(`SIGTERM to the process group: exit ${stopped.exit} after ${stopped.milliseconds.toFixed(0)} ms\n`);
} finally {
  await service.stop();
}
