// Issue 23, defect 10: the served /openapi.json passes `@redocly/cli lint` with its recommended rules, with no
// error (it had no `servers`) and no warning (no licence; webhook and health routes without operationId or
// responses).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadConfig, silentLogger } from '@mandala/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';

const redocly = fileURLToPath(new URL('../node_modules/.bin/redocly', import.meta.url));

interface LintReport {
  readonly totals: { readonly errors: number; readonly warnings: number };
  readonly problems: readonly { readonly ruleId: string; readonly message: string; readonly location: readonly { readonly pointer: string }[] }[];
}

describe('the served OpenAPI document under @redocly/cli lint (recommended rules)', () => {
  let folder: string;
  let running: RunningMandala;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'mandala-openapi-lint-'));
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: folder, LOG_LEVEL: 'silent' });
    running = await startMandala({ config, mcpPort: 0, calculationPool: false, rest: { logger: silentLogger, announce: () => undefined } });
  }, 120_000);
  afterAll(async () => {
    await running.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('reports 0 errors and 0 warnings', async () => {
    const documentPath = join(folder, 'openapi.json');
    writeFileSync(documentPath, await (await fetch(`${running.rest.url}/openapi.json`)).text());
    const lint = await promisify(execFile)(redocly, ['lint', documentPath, '--extends=recommended', '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(lint.stdout) as LintReport;
    const problems = report.problems.map((problem) => `${problem.ruleId} at ${problem.location.map((place) => place.pointer).join(', ')}: ${problem.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);
});
