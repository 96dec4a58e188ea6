// Prints the footprint of the built service as an operator runs it (`node apps/server/dist/main.js`, one worker):
// the time to the first `/healthz` 200, and the RSS and threads of the service's processes at idle, after warm-up
// calls of every kind (2 s after the last call, and once idle memory has settled), after a burst of PNG pictures, and
// as that memory is returned. Figures, not a test: the budget (≤ 160 MB idle after warm-up, ≤ 2 s to the first 200)
// is recorded in docs/benchmark-history.md. It starts the service as `pnpm start` does (built-service.ts).
// Run: pnpm build, then pnpm --filter @mandala/server bench (or tsx bench/footprint.bench.ts in apps/server).
// BENCH_WORKERS (default 1) and BENCH_PNG_BURST (default 24) change the instance and the burst.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { firstOk, groupCpuMilliseconds, groupRssKilobytes, megabytes, processGroup, startBuiltService } from './built-service';

const workers = process.env.BENCH_WORKERS ?? '1';
const pngBurst = Number(process.env.BENCH_PNG_BURST ?? '24');

function report(label: string, groupId: number): number {
  const members = processGroup(groupId);
  const total = members.reduce((sum, member) => sum + member.rssKilobytes, 0);
  const threads = members.reduce((sum, member) => sum + member.threads, 0);
  process.stdout.write(`${label.padEnd(40)} ${String(members.length).padStart(2)} processes ${String(threads).padStart(3)} threads  RSS ${megabytes(total).padStart(9)}\n`);
  return total;
}

/**
 * Idle until the RSS settles: the calculation threads stop after 30 s without work, and the service's idle release
 * (src/idle-memory-release.ts) gives the main thread's young generation and dead objects back 10 s after the last
 * request (V8's own memory reducer would wait for its watchdog, about 100 s). Samples every 10 s for up to
 * `BENCH_SETTLE_SECONDS` (default 60) and prints the last, with the time of the last change of 1 MB or more.
 */
async function settle(label: string, groupId: number): Promise<number> {
  const started = performance.now();
  const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
  let last = groupRssKilobytes(groupId);
  let settledAt = 0;
  for (let seconds = 10; seconds <= settleSeconds; seconds += 10) {
    await sleep(Math.max(0, started + seconds * 1000 - performance.now()));
    const now = groupRssKilobytes(groupId);
    // A change of less than 1 MB (a page here and there) is not a step.
    if (Math.abs(now - last) >= 1024) settledAt = seconds;
    last = now;
  }
  return report(`${label}, idle ${settleSeconds} s (settled by ${settledAt} s)`, groupId);
}

const service = await startBuiltService({ MANDALA_WORKERS: workers });
const { groupId, mcpPort, entry } = service;
const base = service.baseUrl;

try {
  const firstHealthyMilliseconds = await firstOk(service, '/healthz');
  const readyMilliseconds = await firstOk(service, '/readyz');
  process.stdout.write(`node ${entry} (MANDALA_WORKERS=${workers})\n`);
  process.stdout.write(`first /healthz 200 after ${firstHealthyMilliseconds.toFixed(0)} ms, first /readyz 200 after ${readyMilliseconds.toFixed(0)} ms; CPU used by then ${groupCpuMilliseconds(groupId)} ms\n`);
  const headers = { authorization: `Bearer ${await service.developmentKey()}` };
  await sleep(2_000);
  report('idle, 2 s after start', groupId);

  const get = async (path: string): Promise<number> => {
    const answer = await fetch(`${base}${path}`, { headers });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status}`);
    return answer.status;
  };
  const mcp = async (body: object): Promise<void> => {
    const answer = await fetch(`http://127.0.0.1:${mcpPort}/`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, ...body }),
    });
    const text = await answer.text();
    if (answer.status !== 200 || text.includes('"isError":true') || text.includes('"error":')) throw new Error(`MCP ${JSON.stringify(body).slice(0, 80)}: ${answer.status} ${text.slice(0, 200)}`);
  };
  const warmUp = async (): Promise<void> => {
    await get('/v3/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin');
    await get('/bodygraph.png?date=1990-05-15T14:30&timezone=Europe/Berlin');
    await get('/transit-alerts?date=1990-05-15T14:30&timezone=Europe/Berlin&days=30');
    await mcp({ method: 'tools/call', params: { name: 'generate_chart', arguments: { birthDateTime: '1985-03-12T14:30', timezone: 'America/New_York' } } });
    await mcp({ method: 'resources/read', params: { uri: 'ui://mandala/bodygraph' } });
    await get('/library/gates/34');
    await get('/locations?q=Berlin');
    await get('/');
  };
  const warmUpStarted = performance.now();
  await warmUp();
  process.stdout.write(`warm-up (chart, PNG, transit alerts, MCP tool call and app page, library, place search, playground): ${(performance.now() - warmUpStarted).toFixed(0)} ms\n`);
  await warmUp();
  await sleep(2_000);
  const afterWarmUp = report('after warm-up, 2 s idle', groupId);
  const settledAfterWarmUp = await settle('after warm-up', groupId);

  const burstStarted = performance.now();
  let peak = 0;
  const sampling = setInterval(() => (peak = Math.max(peak, groupRssKilobytes(groupId))), 50);
  // A burst may outrun the tool time budget on a slow machine (504) or the queue's share (429): counted, not fatal.
  const statuses = await Promise.all(
    Array.from({ length: pngBurst }, async (_, index) => {
      const answer = await fetch(`${base}/bodygraph.png?date=19${String(50 + index).padStart(2, '0')}-01-01T12:00&timezone=UTC&size=2000`, { headers });
      await answer.arrayBuffer();
      return answer.status;
    }),
  );
  clearInterval(sampling);
  const byStatus = [...new Set(statuses)].map((status) => `${statuses.filter((other) => other === status).length} × ${status}`).join(', ');
  process.stdout.write(`PNG burst: ${pngBurst} pictures of 2000 px at once (${byStatus}) in ${(performance.now() - burstStarted).toFixed(0)} ms, peak RSS ${megabytes(peak)}\n`);
  const burstEnded = performance.now();
  report('right after the burst', groupId);
  for (const seconds of [1, 5, 10, 20, 30]) {
    await sleep(Math.max(0, burstEnded + seconds * 1000 - performance.now()));
    report(`${seconds} s after the burst`, groupId);
  }
  await sleep(Math.max(0, burstEnded + 40_000 - performance.now()));
  report('40 s after the burst (idle threads gone)', groupId);
  await settle('after the burst', groupId);
  process.stdout.write(
    `budget: ≤ 160 MB idle after warm-up (${megabytes(settledAfterWarmUp)} settled; ${megabytes(afterWarmUp)} 2 s after the last call), ≤ 2000 ms to the first 200 (${firstHealthyMilliseconds.toFixed(0)} ms)\n`,
  );
  const commands = processGroup(groupId).map((member) => `  ${String(member.pid).padStart(7)} ${megabytes(member.rssKilobytes).padStart(9)}  ${member.command}`);
  process.stdout.write(`processes:\n${commands.join('\n')}\n`);

  const stopped = await service.stop();
  process.stdout.write(`SIGTERM to the process group: exit ${stopped.exit} after ${stopped.milliseconds.toFixed(0)} ms\n`);
} finally {
  await service.stop();
}
