// Starts the REST server from source: `pnpm --filter @mandala/rest-api start` (tsx, no build), or `pnpm start`
// at the repository root. One process, one key store: REST with Agent HTTP and `POST /mcp` mounted on PORT
// (default 3000), and the dedicated MCP server on MCP_PORT (default 3001).
import { agentHttpSurface } from '@mandala/agent-http';
import { mcpCompatibilitySurface, startMcpServer } from '@mandala/mcp-server';
import { loadConfig } from './config';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const mcpPortText = process.env.MCP_PORT ?? '3001';
  if (!/^[0-9]+$/.test(mcpPortText) || Number(mcpPortText) > 65535) throw new Error(`MCP_PORT must be an integer from 0 to 65535, not "${mcpPortText}".`);
  const running = await startServer({ config, app: { surfaces: [agentHttpSurface(), mcpCompatibilitySurface()] } });
  const mcp = await startMcpServer({ executor: running.app.executor, port: Number(mcpPortText), host: config.host });
  running.logger.log('info', { msg: 'mcp listening', url: mcp.url });
  let signalled = false;
  const shutdown = (signal: string): void => {
    if (signalled) return;
    signalled = true;
    running.logger.log('info', { msg: 'signal', signal });
    mcp.close().then(() => running.close()).then(
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
  process.stderr.write(`mandala rest-api failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
