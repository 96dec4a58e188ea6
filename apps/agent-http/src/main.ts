// Runs Agent HTTP alone: `pnpm --filter @mandala/agent-http start` (tsx, from source). Normally the REST
// server mounts these routes on its own origin; this entry point serves them on AGENT_HTTP_PORT (default 3002).
import { createServer } from 'node:http';
import { ensureDevelopmentKey, openAccessStore, readStoreConfiguration, storeOptionsOf } from '@mandala/access';
import { createAgentApp } from './create-agent-app';

async function main(): Promise<void> {
  const port = Number(process.env.AGENT_HTTP_PORT ?? '3002');
  const budgetText = process.env.TOOL_TIME_BUDGET_MS;
  const store = await openAccessStore(storeOptionsOf(readStoreConfiguration(process.env)));
  const development = await ensureDevelopmentKey(store);
  if (development !== null) process.stdout.write(`Development API key (Business plan, shown once): ${development.key}\n`);
  const app = createAgentApp({ store, ...(budgetText === undefined ? {} : { timeBudgetMilliseconds: Number(budgetText) }) });
  const server = createServer(app.callback());
  server.listen(port, process.env.HOST?.trim() || undefined, () => {
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'agent-http listening', port })}\n`);
  });
  const shutdown = (): void => {
    server.close(() => {
      store.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`mandala agent-http failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
