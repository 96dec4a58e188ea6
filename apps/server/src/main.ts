// Starts the service: `node apps/server/dist/main.js` once built (`pnpm start` at the repository root builds and runs
// it). REST with Agent HTTP and `POST /mcp` mounted on PORT (default 3000), and the dedicated MCP server on MCP_PORT
// (default 3001), on one key store. MANDALA_WORKERS processes serve both ports (default one per core, through
// node:cluster); `1` runs everything in this one process.
import cluster from 'node:cluster';
import type { WorkerMessage } from './cluster-messages';
import { listenForStopRequest } from './stop-request';
import { workerCountFrom } from './worker-count';

// First of all: from here on, SIGTERM and SIGINT stop the service gracefully, however many arrive and whichever
// process of the service they reach.
const stopRequest = listenForStopRequest(
  cluster.worker === undefined
    ? { kind: 'process' }
    : { kind: 'worker', send: (message) => void process.send?.(message), connected: () => process.connected },
);

async function main(): Promise<void> {
  const workers = workerCountFrom(process.env.MANDALA_WORKERS);
  // The primary loads only what it needs to prepare the key store and supervise; the service's modules load in
  // the processes that serve.
  if (workers > 1 && cluster.isPrimary) {
    const { runClusterPrimary } = await import('./cluster-primary');
    await runClusterPrimary(workers, process.env, stopRequest);
    return;
  }
  const { pictureFontAdvice, runService } = await import('./run-service');
  const worker = cluster.worker;
  if (worker === undefined) {
    await runService(process.env, { kind: 'single' }, stopRequest);
    return;
  }
  const running = await runService(process.env, { kind: 'worker', workers, workerId: worker.id }, stopRequest);
  const advice = pictureFontAdvice();
  const ready: WorkerMessage = { type: 'mandala:ready', restUrl: running.rest.url, mcpUrl: running.mcp.url, ...(advice === undefined ? {} : { pictureFontAdvice: advice }) };
  worker.send(ready);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const worker = cluster.worker;
  if (worker !== undefined && worker.isConnected()) {
    // The primary reports it, once for the cluster.
    const failed: WorkerMessage = { type: 'mandala:start-failed', message };
    worker.send(failed, undefined, () => process.exit(1));
    return;
  }
  process.stderr.write(`mandala failed to start: ${message}\n`);
  process.exit(1);
});
