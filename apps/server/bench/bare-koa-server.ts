// The yardsticks of the cluster benchmark: a bare Koa route answering `{ ok: true }` at `/`, and at `/sized` one
// answering the chart route's own v3 body, byte for byte (the bench saves one answer of the service to a file and
// passes its path as the first argument), in a process of its own. Forked by the bench; listens on 127.0.0.1 at a
// free port and sends the port to its parent.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';

// The service's own answer, read once (a bare route does no work per request); `{}` when no file is named.
const bodyFile = process.argv[2];
const sizedBody = bodyFile === undefined ? Buffer.from('{}') : readFileSync(bodyFile);

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
