// The service the fuzzer starts when it is given no URL: the whole composition root (`startMandala`: REST with
// Agent HTTP and /mcp, the MCP server, the calculation pool) on a fresh SQLite store in a temporary folder, with
// every log line kept for the leak checks, a Business key and a Free key.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OperationEngines } from '@mandala/operations';
import { createJsonLogger, loadConfig } from '@mandala/rest-api';
import { startMandala } from '@mandala/server';
import type { FuzzKeys, KeyName } from './fuzz-request';

/** A service the fuzzer started. */
export interface InProcessService {
  readonly restUrl: string;
  readonly mcpUrl: string;
  readonly keys: Required<FuzzKeys>;
  /** The log lines written since the last call. */
  drainLogLines(): string[];
  /** Units used this month by a key's account, from the store. */
  readQuota(key: KeyName): Promise<number>;
  close(): Promise<void>;
}

/** Options of {@link startInProcessService}. */
export interface InProcessServiceOptions {
  /** Engines other than the default ones (tests); the calculation pool is then left out. */
  readonly engines?: OperationEngines;
  /** Per-call time budget of the tools, in milliseconds. */
  readonly timeBudgetMilliseconds?: number;
}

/** Starts the service on 127.0.0.1, on free ports. */
export async function startInProcessService(options: InProcessServiceOptions = {}): Promise<InProcessService> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-fuzz-'));
  let lines: string[] = [];
  const logger = createJsonLogger('debug', (line) => void lines.push(line));
  // Without request-rate limits: at 1,500 requests a second nearly every call would be a 429 and the operations would
  // go unfuzzed (the limiter has tests of its own: replay-batch-rate-limited, request-rate-limiter).
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, MANDALA_RATE_LIMITS: 'off' });
  const running = await startMandala({
    config,
    mcpPort: 0,
    ...(options.timeBudgetMilliseconds === undefined ? {} : { timeBudgetMilliseconds: options.timeBudgetMilliseconds }),
    rest: { logger, announce: () => undefined, ...(options.engines === undefined ? {} : { app: { engines: options.engines } }) },
  });
  const store = running.rest.store;
  const main = await store.createAccountWithKey({ name: 'fuzz', plan: 'business' });
  const free = await store.createAccountWithKey({ name: 'fuzz free', plan: 'free' });
  const accounts: Record<KeyName, string> = { main: main.accountId, free: free.accountId };
  return {
    restUrl: running.rest.url,
    mcpUrl: running.mcp.url.replace(/\/$/, ''),
    keys: { main: main.key, free: free.key },
    drainLogLines() {
      const drained = lines;
      lines = [];
      return drained;
    },
    readQuota: async (key) => (await store.usage(accounts[key])).used,
    async close() {
      running.rest.server.closeAllConnections();
      running.mcp.server.closeAllConnections();
      await running.close();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}
