// The committed types of @mandala/client match the /openapi.json this service serves: the client package's own
// script regenerates them from the running service in --check mode, and fails naming what is stale.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadConfig, silentLogger } from '@mandala/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';

const clientFolder = fileURLToPath(new URL('../../../packages/client/', import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

describe('the generated types of @mandala/client', () => {
  let dataDirectory: string;
  let running: RunningMandala;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-client-types-'));
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'silent' });
    running = await startMandala({ config, mcpPort: 0, calculationPool: false, rest: { logger: silentLogger, announce: () => undefined } });
  }, 120_000);

  afterAll(async () => {
    await running?.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('are what openapi-typescript makes of the served /openapi.json (else: pnpm --filter @mandala/client generate:types)', async () => {
    const check = promisify(execFile)(process.execPath, [tsxCli, 'scripts/generate-openapi-types.ts', '--check', '--url', `${running.rest.url}/openapi.json`], {
      cwd: clientFolder,
    });
    const { stdout } = await check.catch((error: { stderr?: string }) => {
      throw new Error(error.stderr ?? String(error));
    });
    expect(stdout).toContain('packages/client/src/generated is up to date.');
  }, 120_000);
});
