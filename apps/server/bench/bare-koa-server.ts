// The yardstick of the cluster benchmark: a bare Koa route answering `{ ok: true }`, in a process of its own. Forked
// by the bench; listens on 127.0.0.1 at a free port and sends the port to its parent.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { ok: true };
});
const server = createServer(app.callback());
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
process.once('disconnect', () => process.exit(0));
