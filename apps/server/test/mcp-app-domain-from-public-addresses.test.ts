// Issue 36: the app resource had no `_meta.ui.domain` (ChatGPT: "Widget domain is not set") and serverInfo no
// `websiteUrl`. The composition root now hands each MCP endpoint its public address: the dedicated server names
// Claude's sandbox domain of MANDALA_MCP_PUBLIC_URL, POST /mcp that of `{MANDALA_PUBLIC_URL}/mcp`, both name the
// service's origin as ChatGPT's widget domain and as the website.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bearer, createTestEngines } from '@mandala/operations/testing';
import { loadConfig, silentLogger } from '@mandala/rest-api';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';

const PUBLIC_URL = 'https://mandala.example.com';
const MCP_PUBLIC_URL = 'https://mcp.mandala.example.com/';

/** Claude's documented derivation, written out here independently of the server's. */
const claudeDomainOf = (url: string): string => `${createHash('sha256').update(url).digest('hex').slice(0, 32)}.claudemcpcontent.com`;

describe('the app resource domain and websiteUrl from the public addresses', () => {
  let dataDirectory: string;
  let running: RunningMandala;
  let key: string;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-app-domain-'));
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'silent' });
    running = await startMandala({
      config,
      mcpPort: 0,
      calculationPool: false,
      publicUrl: PUBLIC_URL,
      mcpPublicUrl: MCP_PUBLIC_URL,
      rest: { logger: silentLogger, announce: () => undefined, app: { engines: createTestEngines() } },
    });
    key = (await running.rest.store.createAccountWithKey({ name: 'root', plan: 'business' })).key;
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  async function connect(url: string): Promise<Client> {
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: bearer(key) } }));
    return client;
  }

  it.each([
    ['the dedicated server', () => running.mcp.url, MCP_PUBLIC_URL],
    ['POST /mcp', () => `${running.rest.url}/mcp`, `${PUBLIC_URL}/mcp`],
  ])('%s names its own sandbox domain, the service as the widget domain and as its website', async (_name, listeningUrl, publicEndpoint) => {
    const client = await connect(listeningUrl());
    expect(client.getServerVersion()?.websiteUrl).toBe(PUBLIC_URL);
    const read = await client.readResource({ uri: 'ui://mandala/bodygraph' });
    const listed = (await client.listResources()).resources.find((resource) => resource.uri === 'ui://mandala/bodygraph');
    for (const meta of [read.contents[0]?._meta, listed?._meta]) {
      expect(meta).toMatchObject({
        ui: { domain: claudeDomainOf(publicEndpoint), csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: true },
        'openai/widgetDomain': PUBLIC_URL,
        'openai/widgetCSP': { connect_domains: [], resource_domains: [] },
      });
    }
    await client.close();
  });
});
