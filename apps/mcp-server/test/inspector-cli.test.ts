// The MCP Inspector in CLI mode (the pinned @modelcontextprotocol/inspector-cli devDependency, run from
// node_modules/.bin, never downloaded at test time) against the running dedicated server.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartArguments, startMcpTestServer, usedUnits } from './harness';
import type { McpTestServer } from './harness';

const testDirectory = dirname(fileURLToPath(import.meta.url));
const inspectorBin = join(testDirectory, '..', 'node_modules', '.bin', 'mcp-inspector-cli');

interface InspectorRun {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

function runInspector(args: readonly string[]): Promise<InspectorRun> {
  return new Promise((resolve) => {
    execFile(inspectorBin, ['--cli', ...args], // The CLI checks `fs.existsSync('../package.json')` against the working directory but imports it relative to
    // its own file; from a folder whose parent holds a package.json both agree (its own package.json is read).
    { cwd: testDirectory, timeout: 30_000, env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) => {
      const exitCode = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      resolve({ exitCode, stdout, stderr });
    });
  });
}

describe('MCP Inspector CLI', () => {
  let served: McpTestServer;
  beforeAll(async () => {
    served = await startMcpTestServer();
  });
  afterAll(() => served.close());

  it('is installed locally', () => {
    expect(existsSync(inspectorBin)).toBe(true);
  });

  it('lists the tools of a Startup key with the Authorization header', async () => {
    const { key } = await served.account('startup');
    const run = await runInspector([served.url, '--transport', 'http', '--method', 'tools/list', '--header', `Authorization: Bearer ${key}`]);
    expect(run.exitCode, run.stderr).toBe(0);
    const listed = JSON.parse(run.stdout) as { tools: { name: string }[] };
    expect(listed.tools.map((tool) => tool.name)).toEqual([
      'resolve_timezone',
      'generate_chart',
      'generate_composite_chart',
      'get_reference_item',
      'generate_group_composite',
      'list_people',
      'save_person',
      'get_person_chart',
      'get_gene_keys',
      'get_transits',
      'get_planetary_forecast',
      'get_progressed_chart',
      'get_birth_time_range',
      'get_return_chart',
      'generate_report',
    ]);
  });

  it('calls generate_chart and get_reference_item, charging 1 for the calculation only', async () => {
    const { key, accountId } = await served.account('creator');
    const header = `X-Api-Key: ${key}`;
    const chart = await runInspector([
      served.url, '--transport', 'http', '--header', header, '--method', 'tools/call', '--tool-name', 'generate_chart',
      '--tool-arg', `birthDateTime=${chartArguments.birthDateTime}`, `timezone=${chartArguments.timezone}`, 'detailLevel=core',
    ]);
    expect(chart.exitCode, chart.stderr).toBe(0);
    const chartResult = JSON.parse(chart.stdout) as { content: { text: string }[]; _meta: { 'mandala/meta': { chargedUnits: number } } };
    expect(chartResult.content[0]?.text).toMatch(/^# Natal chart: Projector 5\/1\n[\s\S]*- Authority: Splenic\n[\s\S]*16-48 The Wavelength/);
    expect(chartResult._meta['mandala/meta'].chargedUnits).toBe(1);

    const channel = await runInspector([
      served.url, '--transport', 'http', '--header', header, '--method', 'tools/call', '--tool-name', 'get_reference_item',
      '--tool-arg', 'kind=channel', 'id=34-20',
    ]);
    expect(channel.exitCode, channel.stderr).toBe(0);
    expect(JSON.parse(channel.stdout)).toMatchObject({ structuredContent: { tool: 'get_reference_item', data: { Id: '20-34' } } });
    expect(await usedUnits(served.store, accountId)).toBe(1);
    // Two runs of the inspector, each a Node process of its own: up to 16 s in CI runs, against the default 30 s.
  }, 90_000);

  it('shows a failed call as an isError result with the code, message and what to do in content, charging 0', async () => {
    const { key, accountId } = await served.account('business');
    const run = await runInspector([
      served.url, '--transport', 'http', '--header', `Authorization: Bearer ${key}`, '--method', 'tools/call', '--tool-name', 'generate_chart',
      '--tool-arg', 'birthDateTime=1985-03-12T14:30', 'timezone=EST',
    ]);
    expect(run.exitCode, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as { isError?: boolean; structuredContent?: unknown; content: { text: string }[] };
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(result.content[0]?.text).toMatch(/^validation_error: timezone: The time zone is not properly formatted.*What to do: /);
    expect(await usedUnits(served.store, accountId)).toBe(0);
  });

  it('fails without a key: the server answers 401 before any JSON-RPC work', async () => {
    const run = await runInspector([served.url, '--transport', 'http', '--method', 'tools/list']);
    expect(run.exitCode).not.toBe(0);
    expect(run.stderr + run.stdout).toMatch(/missing_credential|401/);
  });
});
