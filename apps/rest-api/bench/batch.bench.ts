// POST /batch/charts with 50 v3 charts end to end (key check, quota for 50 units on SQLite, 50 charts, the JSON
// answer), sequential requests over loopback, new births every request; beside it the engine alone (50 v3 charts)
// and JSON.stringify of the answer. Prints figures; asserts nothing. Run: pnpm --filter @mandala/rest-api bench:batch
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import { batchCharts, createDefaultEngines, warmUpDefaultEngines } from '@mandala/operations';
import { createApp } from '../src/create-app';

const requests = Number(process.env.BENCH_REQUESTS ?? 60);
const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-batch-bench-'));
const store = await openAccessStore({ dataDirectory });
const { key } = await store.createAccountWithKey({ name: 'bench', plan: 'enterprise' });
warmUpDefaultEngines();
const server = createServer(createApp({ store }).callback());
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/batch/charts`;

let birthCounter = 0;
function fiftyBirths(): { date: string; timezone: string }[] {
  return Array.from({ length: 50 }, () => {
    birthCounter += 1;
    const day = new Date(Date.UTC(1950, 0, 1) + birthCounter * 86_400_000 * 3.7 + (birthCounter % 1440) * 60_000);
    return { date: day.toISOString().slice(0, 16), timezone: 'Europe/Berlin' };
  });
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const percentile = (values: number[], share: number): number => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? Number.NaN;

const context = { engines: createDefaultEngines(), now: () => new Date() };
const engineTimes: number[] = [];
const stringifyTimes: number[] = [];
for (let index = 0; index < requests; index += 1) {
  const input = batchCharts.input.parse({ charts: fiftyBirths(), version: 'v3' });
  const started = performance.now();
  const answer = await batchCharts.run(input, context);
  engineTimes.push(performance.now() - started);
  const encodeStarted = performance.now();
  JSON.stringify(answer);
  stringifyTimes.push(performance.now() - encodeStarted);
}

const endToEnd: number[] = [];
let bytes = 0;
for (let index = 0; index < requests; index += 1) {
  const body = JSON.stringify({ charts: fiftyBirths(), version: 'v3' });
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body });
  const text = await response.text();
  endToEnd.push(performance.now() - started);
  bytes = text.length;
  if (response.status !== 200) throw new Error(`status ${response.status}: ${text.slice(0, 200)}`);
}

const format = (value: number): string => `${value.toFixed(2).padStart(7)} ms`;
process.stdout.write(`POST /batch/charts, 50 v3 charts, ${requests} sequential requests (new births each), Node ${process.version}\n`);
process.stdout.write(`  engine, 50 v3 charts (batch_charts.run)      p50 ${format(median(engineTimes))}   target ≤ 3 ms\n`);
process.stdout.write(`  JSON.stringify of the answer (${(bytes / 1024).toFixed(0)} kB)         p50 ${format(median(stringifyTimes))}\n`);
process.stdout.write(`  end to end over loopback                     p50 ${format(median(endToEnd))}   p95 ${format(percentile(endToEnd, 0.95))}   target p50 ≤ 15 ms\n`);
server.close();
await store.close();
rmSync(dataDirectory, { recursive: true, force: true });
