// Throughput and latency of GET /v3/hd-data (full path: key check, quota debit on SQLite, natal
// chart v3) beside a bare Koa route in the same run, with autocannon at 64 connections. Rows: the
// same birth every time (answered from the result cache after the first), a new birth on every
// request (the engine always runs), and new births with the chart engine replaced by a constant.
// Prints figures; asserts nothing. Run: pnpm --filter @mandala/rest-api bench
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import autocannon from 'autocannon';
import Koa from 'koa';
import { createDefaultEngines } from '@mandala/operations';
import type { OperationEngines } from '@mandala/operations';
import { createApp } from '../src/create-app';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

interface Figures {
  label: string;
  requestsPerSecond: number;
  p50Milliseconds: number;
  p99Milliseconds: number;
  non2xx: number;
  errors: number;
}

async function measure(label: string, url: string, headers: Record<string, string> = {}, pathOfRequest?: () => string): Promise<Figures> {
  const requests = pathOfRequest === undefined ? undefined : [{ setupRequest: (request: { path: string }) => ({ ...request, path: pathOfRequest() }) }];
  const options = { url, connections, headers, ...(requests === undefined ? {} : { requests }) } as autocannon.Options;
  // Warm-up (JIT, caches, SQLite pages), then the measured run.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: durationSeconds });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50Milliseconds: result.latency.p50,
    p99Milliseconds: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main(): Promise<void> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-bench-'));
  const store = await openAccessStore({ dataDirectory });
  const { key } = await store.createAccountWithKey({ name: 'bench', plan: 'enterprise' });
  const stubChart = { Type: 'Generator', Profile: '1/3', Gates: [], Channels: [] };
  const stubEngines: OperationEngines = { ...createDefaultEngines(), natalChart: () => stubChart };
  const rest = await listen(createApp({ store }).callback());
  const restWithStubEngine = await listen(createApp({ store, engines: stubEngines }).callback());
  const bare = new Koa();
  bare.use((ctx) => {
    ctx.body = { ok: true };
  });
  const bareServer = await listen(bare.callback());

  const chartPath = '/v3/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin';
  // A different minute of birth on every request: the result cache never hits, the engine always runs.
  let birthMinute = 0;
  const nextBirthPath = (): string => {
    birthMinute += 1;
    const instant = new Date(Date.UTC(1950, 0, 1) + birthMinute * 60_000).toISOString().slice(0, 16);
    return `/v3/hd-data?date=${instant}&timezone=Europe/Berlin`;
  };
  const probe = await fetch(`${rest.url}${chartPath}`, { headers: { authorization: `Bearer ${key}` } });
  if (probe.status !== 200) {
    console.log(`GET ${chartPath} answers ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
  }

  const results = [
    await measure('bare Koa route', `${bareServer.url}/`),
    await measure('GET /v3/hd-data', `${rest.url}${chartPath}`, { authorization: `Bearer ${key}` }),
    await measure('  new birth each', `${rest.url}${chartPath}`, { authorization: `Bearer ${key}` }, nextBirthPath),
    await measure('  stub engine', `${restWithStubEngine.url}${chartPath}`, { authorization: `Bearer ${key}` }, nextBirthPath),
  ];
  console.log(`\n${connections} connections, ${durationSeconds} s each, Node ${process.version}`);
  console.log('route                  req/s   p50 ms  p99 ms  non-2xx  errors');
  for (const figures of results) {
    console.log(
      `${figures.label.padEnd(20)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} ${String(figures.p50Milliseconds).padStart(8)} ${String(figures.p99Milliseconds).padStart(7)} ${String(figures.non2xx).padStart(8)} ${String(figures.errors).padStart(7)}`,
    );
  }
  const [bareFigures, chartFigures] = results as [Figures, Figures];
  console.log(`throughput ratio /v3/hd-data : bare = ${(chartFigures.requestsPerSecond / bareFigures.requestsPerSecond).toFixed(3)} (target ≥ 0.333), p99 ${chartFigures.p99Milliseconds} ms (target ≤ 20)`);

  rest.server.close();
  restWithStubEngine.server.close();
  bareServer.server.close();
  await store.close();
  rmSync(dataDirectory, { recursive: true, force: true });
}

await main();
