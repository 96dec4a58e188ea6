// Starts the service from source: `pnpm start` at the repository root (tsx, no build). One process, one key
// store: REST with Agent HTTP and `POST /mcp` mounted on PORT (default 3000), and the dedicated MCP server on
// MCP_PORT (default 3001).
import { loadConfig } from '@mandala/rest-api';
import { startMandala } from './start-mandala';

function portFrom(name: string, text: string): number {
  if (!/^[0-9]+$/.test(text) || Number(text) > 65535) throw new Error(`${name} must be an integer from 0 to 65535, not "${text}".`);
  return Number(text);
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const mcpPort = portFrom('MCP_PORT', process.env.MCP_PORT ?? '3001');
  const budgetText = process.env.TOOL_TIME_BUDGET_MS;
  if (budgetText !== undefined && !/^[0-9]+$/.test(budgetText)) throw new Error(`TOOL_TIME_BUDGET_MS must be a whole number of milliseconds, not "${budgetText}".`);
  const running = await startMandala({ config, mcpPort, ...(budgetText === undefined ? {} : { timeBudgetMilliseconds: Number(budgetText) }) });
  let signalled = false;
  const shutdown = (signal: string): void => {
    if (signalled) return;
    signalled = true;
    running.rest.logger.log('info', { msg: 'signal', signal });
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`mandala failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
