// The yardsticks of the cluster benchmark, in a process of its own: a bare Koa route answering `{ ok: true }` at `/`;
// at `/sized` one answering the chart route's own v3 body, byte for byte (the bench saves one answer of the service to
// a file and passes its path as the first argument); and at `/v3/hd-data` the least a server can do to answer a chart:
// `natalChart` v3 for the query's `date` and `timezone` and `JSON.stringify`, without a key, quota, rate, validation,
// log line or metric. At `/raw/v3/hd-data` the same chart and JSON without Koa: node:http's own request and response,
// the query read with `URLSearchParams` (what serving a chart costs with no framework at all). Forked by the bench;
// listens on 127.0.0.1 at a free port and sends the port and its processes' ids to its parent. With a second argument
// `2` it serves through a node:cluster of that many workers, as the service does with MANDALA_WORKERS.
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDefaultEngines } from '@mandala/operations';
import Koa from 'koa';

/** What the parent receives once every process serves. */
export interface BareServerReady {
  readonly port: number;
  /** The primary first, then each worker (one id without a cluster). */
  readonly pids: readonly number[];
}

/** The chart served by node:http alone, up to its query. */
const rawChartPath = '/raw/v3/hd-data?';

const bodyFile = process.argv[2];
const workers = Number(process.argv[3] ?? 1);

function serve(port: number, onListening: (port: number) => void): void {
  // The service's own answer, read once (a bare route does no work per request); `{}` when no file is named.
  const sizedBody = bodyFile === undefined || bodyFile === '' ? Buffer.from('{}') : readFileSync(bodyFile);
  const engines = createDefaultEngines();
  const chartBody = (date: string, timezone: string): string => JSON.stringify(engines.natalChart({ date, timezone }, 'v3'));
  const app = new Koa();
  app.use((ctx) => {
    if (ctx.path === '/v3/hd-data') {
      ctx.type = 'application/json';
      ctx.body = chartBody(String(ctx.query.date), String(ctx.query.timezone));
      return;
    }
    if (ctx.path === '/sized') {
      ctx.type = 'application/json';
      ctx.body = sizedBody;
      return;
    }
    ctx.body = { ok: true };
  });
  const koa = app.callback();
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith(rawChartPath)) {
      const query = new URLSearchParams(url.slice(rawChartPath.length));
      const body = chartBody(query.get('date') ?? '', query.get('timezone') ?? '');
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      response.end(body);
      return;
    }
    void koa(request, response);
  });
  server.keepAliveTimeout = 5_000;
  server.listen(port, '127.0.0.1', () => onListening((server.address() as AddressInfo).port));
}

if (workers <= 1) {
  serve(0, (port) => process.send?.({ port, pids: [process.pid] } satisfies BareServerReady));
  process.once('disconnect', () => process.exit(0));
} else if (cluster.isPrimary) {
  // A free port first: the workers listen on it together, the primary handing connections out in turn.
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as AddressInfo;
    probe.close(() => {
      const forked = Array.from({ length: workers }, () => cluster.fork({ BARE_PORT: String(port) }));
      let listening = 0;
      cluster.on('listening', () => {
        listening += 1;
        if (listening === workers) process.send?.({ port, pids: [process.pid, ...forked.map((worker) => worker.process.pid ?? 0)] } satisfies BareServerReady);
      });
    });
  });
  process.once('disconnect', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  serve(Number(process.env.BARE_PORT), () => undefined);
}
