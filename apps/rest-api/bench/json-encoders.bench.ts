// The natal v3 chart's JSON three ways, on the same 2,000 charts: JSON.stringify (plus the UTF-8 Buffer a response
// needs), the encoder compiled from the output schema (src/compile-json-encoder.ts) and fast-json-stringify fed the
// JSON Schema of the same output schema (zod's toJSONSchema). CPU time per chart (process.cpuUsage, which a shared
// machine disturbs far less than wall time), median of 7 passes after a warm-up; checks that each writes the bytes
// of JSON.stringify. Prints figures; asserts nothing. Run: pnpm --filter @mandala/rest-api exec tsx bench/json-encoders.bench.ts
import { createDefaultEngines, natalChartV3 } from '@mandala/operations';
import type { OperationContext } from '@mandala/operations';
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';
import { compileJsonEncoder } from '../src/compile-json-encoder';

const chartCount = 2_000;
const passes = 7;
const context: OperationContext = { engines: createDefaultEngines(), now: () => new Date('2026-01-01T00:00:00Z') };
const zones = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'];
const charts = Array.from({ length: chartCount }, (_, index) => {
  const date = new Date(Date.UTC(1930, 0, 1) + index * 1_234_567_890).toISOString().slice(0, 16);
  return natalChartV3.run(natalChartV3.input.parse({ date, timezone: zones[index % zones.length] }), context);
});

const jsonSchema = z.toJSONSchema(natalChartV3.output, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
const fastStringify = fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
const compiled = compileJsonEncoder(natalChartV3.output);

const encoders: ReadonlyArray<readonly [string, (chart: unknown) => Buffer]> = [
  ['JSON.stringify + Buffer.from', (chart) => Buffer.from(JSON.stringify(chart), 'utf8')],
  ['compiled encoder (transient buffer)', (chart) => compiled(chart, { transient: true })],
  ['compiled encoder (own buffer)', (chart) => compiled(chart)],
  ['fast-json-stringify + Buffer.from', (chart) => Buffer.from(fastStringify(chart), 'utf8')],
];

function cpuMicrosecondsPerChart(encode: (chart: unknown) => Buffer): number {
  const started = process.cpuUsage();
  let bytes = 0;
  for (const chart of charts) bytes += encode(chart).length;
  const used = process.cpuUsage(started);
  if (bytes === 0) throw new Error('nothing encoded');
  return (used.user + used.system) / charts.length;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const bytes = Buffer.from(JSON.stringify(charts[0])).length;
console.log(`natal v3 chart JSON (${bytes} bytes each), ${chartCount} charts, CPU µs per chart, median of ${passes} passes; Node ${process.version}`);
for (const [name, encode] of encoders) {
  const differing = charts.filter((chart) => !encode(chart).equals(Buffer.from(JSON.stringify(chart), 'utf8'))).length;
  for (let warm = 0; warm < 3; warm += 1) cpuMicrosecondsPerChart(encode);
  const figures = Array.from({ length: passes }, () => cpuMicrosecondsPerChart(encode));
  console.log(`${name.padEnd(38)} ${median(figures).toFixed(1).padStart(6)} µs  (passes ${figures.map((each) => each.toFixed(1)).join(' ')})  ${differing === 0 ? 'same bytes as JSON.stringify' : `${differing} charts differ from JSON.stringify`}`);
}
