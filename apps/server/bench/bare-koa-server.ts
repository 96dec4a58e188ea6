// The yardsticks of the cluster benchmark: a bare Koa route answering `{ ok: true }` at `/`, and at `/sized` one
// answering a JSON body of as many bytes as the chart route's answer (the bench measures that size and passes it as
// the first argument), in a process of its own. Forked by the bench; listens on 127.0.0.1 at a free port and sends
// the port to its parent.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';

const sizedBytes = Math.max(16, Number(process.argv[2] ?? 16));
// `{"padding":"xxx…"}`: valid JSON of exactly `sizedBytes` bytes, encoded once (a bare route does no work per request).
const sizedBody = Buffer.from(`{"padding":"${'x'.repeat(sizedBytes - 14)}"}`);

const app = new Koa();
app.use((ctx) => {
  if (ctx.path === '/sized') {
    ctx.type = 'application/json';
    ctx.body = sizedBody;
    return;
  }
  ctx.body = { ok: true };
});
const server = createServer(app.callback());
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
process.once('disconnect', () => process.exit(0));
