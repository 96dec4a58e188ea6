// Runs the dedicated MCP server alone: `pnpm --filter @mandala/mcp-server start` (tsx, from source), on
// MCP_PORT (default 3001). `pnpm start` at the root runs it together with REST, sharing one key store.
import { accessStoreLocation, ensureDevelopmentKey, openAccessStore, readStoreConfiguration, storeOptionsOf } from '@mandala/access';
import { createJsonLineLogger } from './mcp-logger';
import { startMcpServer } from './start-mcp-server';

async function main(): Promise<void> {
  const budgetText = process.env.TOOL_TIME_BUDGET_MS;
  const storeOptions = storeOptionsOf(readStoreConfiguration(process.env));
  const store = await openAccessStore(storeOptions);
  const development = await ensureDevelopmentKey(store);
  // The key goes to stderr, once, never into the JSON log lines on stdout.
  if (development !== null) {
    process.stderr.write(`Development API key (Business plan, shown once, stored in ${accessStoreLocation(storeOptions)}): ${development.key}\n`);
  }
  const logger = createJsonLineLogger();
  const running = await startMcpServer({
    store,
    logger,
    health: { isReady: async () => (await store.countAccounts()) >= 0 },
    port: Number(process.env.MCP_PORT ?? '3001'),
    host: process.env.HOST?.trim() || undefined,
    ...(budgetText === undefined ? {} : { timeBudgetMilliseconds: Number(budgetText) }),
  });
  logger.log('info', { msg: 'mcp listening', url: running.url });
  const shutdown = (): void => {
    void running
      .close()
      .then(() => store.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`mandala mcp-server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
