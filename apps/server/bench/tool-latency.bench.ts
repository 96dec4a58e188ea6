// Prints the latency of one tool call over Agent HTTP and over MCP (SDK client, Streamable HTTP), with
// test-double engines so the figure is the surfaces' own cost: key lookup, metering, envelope, transport.
// Run: pnpm --filter @mandala/server bench
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openAccessStore } from '@mandala/access';
import { createAgentApp } from '@mandala/agent-http';
import { startMcpServer } from '@mandala/mcp-server';
import { chartArguments, createTestEngines } from '@mandala/operations/testing';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

async function connectClient(url: string, headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'mandala-bench-client', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return client;
}

const calls = Number(process.env.BENCH_CALLS ?? '300');

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function measure(label: string, call: () => Promise<void>): Promise<void> {
  for (let warm = 0; warm < 20; warm += 1) await call();
  const durations: number[] = [];
  const started = performance.now();
  for (let index = 0; index < calls; index += 1) {
    const before = performance.now();
    await call();
    durations.push(performance.now() - before);
  }
  const total = performance.now() - started;
  durations.sort((first, second) => first - second);
  const format = (value: number): string => value.toFixed(2).padStart(7);
  process.stdout.write(
    `${label.padEnd(34)} calls ${calls}  p50 ${format(percentile(durations, 0.5))} ms  p95 ${format(percentile(durations, 0.95))} ms  ${(calls / (total / 1000)).toFixed(0)} calls/s\n`,
  );
}

const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-bench-'));
const store = await openAccessStore({ dataDirectory });
const { key } = await store.createAccountWithKey({ name: 'bench', plan: 'business' });
const engines = createTestEngines();
const agentApp = createAgentApp({ store, engines });
const agentServer = createServer(agentApp.callback());
await new Promise<void>((resolve) => agentServer.listen(0, '127.0.0.1', () => resolve()));
const agentUrl = `http://127.0.0.1:${(agentServer.address() as AddressInfo).port}`;
const mcp = await startMcpServer({ executor: agentApp.executor, port: 0, host: '127.0.0.1' });
const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

await measure('Agent HTTP generate_chart (1 unit)', async () => {
  const response = await fetch(`${agentUrl}/agent/v1/tools/generate-chart`, { method: 'POST', headers, body: JSON.stringify(chartArguments) });
  if (response.status !== 200) throw new Error(`status ${response.status}`);
  await response.arrayBuffer();
});
await measure('Agent HTTP get_reference_item (0)', async () => {
  const response = await fetch(`${agentUrl}/agent/v1/tools/get-reference-item`, { method: 'POST', headers, body: '{"kind":"gate","id":34}' });
  await response.arrayBuffer();
});
const client = await connectClient(mcp.url, { authorization: `Bearer ${key}` });
await client.listTools();
await measure('MCP tools/call generate_chart', async () => {
  const result = await client.callTool({ name: 'generate_chart', arguments: chartArguments });
  if (result.isError === true) throw new Error('tool failed');
});
await measure('MCP tools/list (SDK client)', async () => {
  await client.listTools();
});
await measure('MCP tools/list (raw JSON-RPC POST)', async () => {
  const response = await fetch(mcp.url, {
    method: 'POST',
    headers: { ...headers, accept: 'application/json, text/event-stream' },
    body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
  });
  if (response.status !== 200) throw new Error(`status ${response.status}`);
  await response.arrayBuffer();
});
await client.close();
await mcp.close();
agentServer.closeAllConnections();
agentServer.close();
await store.close();
rmSync(dataDirectory, { recursive: true, force: true });
