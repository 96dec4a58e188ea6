// Issue 34: the guide's haproxy capped a customer's servers behind one NAT (one stick-table per address), answered
// haproxy's HTML 429 and 503 without Retry-After, and its maxconn did not start under the documented file limit. The
// configuration now lives in deploy/haproxy/haproxy.cfg (the guide quotes it); this checks it with `haproxy -c` and
// runs it, under the documented file limit, in front of one Mandala instance: a 429 from the proxy with its JSON
// body and Retry-After, per key (another key from the same address still passes), and the JSON 503 once no instance
// answers.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { silentLogger } from '@mandala/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mandalaOptionsFrom } from '../src/run-service';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';
import { freePort } from './cluster-harness';
import { haproxyPath } from './haproxy-balancer';
import { postgresForSuite, runSql, testDatabaseUrl, uniqueName } from './postgres-test-database';

const configurationFile = fileURLToPath(new URL('../../../deploy/haproxy/haproxy.cfg', import.meta.url));
const configuration = readFileSync(configurationFile, 'utf8');
const haproxy = haproxyPath();
if (haproxy === undefined && (process.env['CI'] ?? '') !== '') {
  throw new Error('haproxy is not installed, and CI is set: run `pnpm prerequisites` as root (it installs haproxy).');
}
if (haproxy === undefined) console.warn('haproxy configuration test SKIPPED: haproxy is not installed (pnpm prerequisites installs it as root).');

/** The file limit the configuration's comment documents (`LimitNOFILE=…`). */
const documentedFileLimit = Number(/LimitNOFILE=(\d+)/.exec(configuration)?.[1]);
const maxconn = Number(/^\s*maxconn (\d+)/m.exec(configuration)?.[1]);

describe.skipIf(haproxy === undefined)('deploy/haproxy/haproxy.cfg', () => {
  it('is valid for haproxy -c, and its maxconn fits the documented file limit', () => {
    const check = spawnSync(haproxy!, ['-c', '-f', configurationFile], { encoding: 'utf8' });
    expect([check.status, `${check.stdout}${check.stderr}`.trim()]).toEqual([0, 'Configuration file is valid']);
    expect(2 * maxconn + 100).toBeLessThanOrEqual(documentedFileLimit);
  });

  it('keeps JSON answers with Retry-After for 429 and 503', () => {
    for (const [status, retryAfter, code] of [['429', '10', 'rate_limited'], ['503', '5', 'service_unavailable']] as const) {
      const file = readFileSync(join(configurationFile, '..', 'errors', `${status}.http`), 'utf8');
      const [head = '', body = ''] = file.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(head).toContain(`Retry-After: ${retryAfter}`);
      expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
      expect(JSON.parse(body)).toMatchObject({ error: code, message: expect.stringContaining('Retry-After') });
    }
  });
});

const postgres = haproxy === undefined ? false : await postgresForSuite('haproxy configuration, live');

describe.skipIf(haproxy === undefined || !postgres)('deploy/haproxy/haproxy.cfg in front of one instance', () => {
  const schema = uniqueName('mandala_haproxy_cfg');
  const directory = mkdtempSync(join(tmpdir(), 'mandala-haproxy-cfg-'));
  let running: RunningMandala | undefined;
  let proxy: ChildProcess;
  let restFront: string;
  let mcpFront: string;
  let errors = '';

  beforeAll(async () => {
    const options = mandalaOptionsFrom({ PORT: '0', MCP_PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', MANDALA_DATABASE_URL: testDatabaseUrl, MANDALA_DATABASE_SCHEMA: schema });
    running = await startMandala({ ...options, calculationPool: false, rest: { logger: silentLogger, announce: () => undefined } });
    const rest = new URL(running.rest.url).host;
    const mcp = new URL(running.mcp.url).host;
    const [restPort, mcpPort] = [await freePort(), await freePort()];
    restFront = `http://127.0.0.1:${restPort}`;
    mcpFront = `http://127.0.0.1:${mcpPort}`;
    // Under the documented file limit, soft and hard, so haproxy cannot raise it.
    proxy = spawn('prlimit', [`--nofile=${documentedFileLimit}:${documentedFileLimit}`, haproxy!, '-db', '-f', configurationFile], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        PATH: process.env['PATH'] ?? '',
        MANDALA_REST_SERVER_A: rest,
        MANDALA_REST_SERVER_B: rest,
        MANDALA_MCP_SERVER_A: mcp,
        MANDALA_MCP_SERVER_B: mcp,
        HAPROXY_REST_BIND: `127.0.0.1:${restPort}`,
        HAPROXY_MCP_BIND: `127.0.0.1:${mcpPort}`,
        HAPROXY_STATS_SOCKET: join(directory, 'admin.sock'),
        HAPROXY_KEY_RATE_10S: '6',
        HAPROXY_KEYLESS_RATE_10S: '4',
      },
    });
    proxy.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      errors += chunk;
    });
    const deadline = Date.now() + 20_000;
    for (;;) {
      // With a key of its own, so the polls do not count against this address's keyless requests.
      const answered = await fetch(`${mcpFront}/readyz`, { headers: { 'X-Api-Key': 'mdl_live_start_probe' } }).then((response) => response.status, () => 0);
      if (answered === 200) break;
      if (proxy.exitCode !== null || Date.now() > deadline) throw new Error(`haproxy did not start or serve: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);
  afterAll(async () => {
    proxy?.kill('SIGTERM');
    await running?.close();
    await runSql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    rmSync(directory, { recursive: true, force: true });
  }, 60_000);

  it('answers its JSON 429 with Retry-After per key and, without a key, per address, not punishing another key behind the same address', async () => {
    const statuses = async (count: number, headers: Record<string, string>): Promise<number[]> => {
      const answers: number[] = [];
      for (let index = 0; index < count; index += 1) answers.push((await fetch(`${restFront}/healthz`, { headers })).status);
      return answers;
    };
    // Keyless: 4 in 10 s from this address.
    expect(await statuses(5, {})).toEqual([200, 200, 200, 200, 429]);
    const refused = await fetch(`${restFront}/healthz`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await refused.json()).toMatchObject({ error: 'rate_limited', message: expect.stringContaining('load balancer') });
    // A key from the same address is counted on its own: 6 pass, the 7th is refused, and another key still passes.
    expect(await statuses(7, { 'X-Api-Key': 'mdl_live_customer_one_server_behind_nat' })).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(await statuses(1, { Authorization: 'Bearer mdl_live_customer_two_same_nat' })).toEqual([200]);
  }, 60_000);

  it('answers its JSON 503 with Retry-After once no instance answers', async () => {
    await running?.close();
    running = undefined;
    const deadline = Date.now() + 20_000;
    let answer: Response;
    for (;;) {
      answer = await fetch(`${mcpFront}/readyz`, { headers: { 'X-Api-Key': `mdl_live_probe_${Date.now()}` } });
      if (answer.status === 503 && answer.headers.get('retry-after') === '5') break;
      if (Date.now() > deadline) throw new Error(`haproxy still answers ${answer.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await answer.json()).toMatchObject({ error: 'service_unavailable', message: expect.stringContaining('Retry-After') });
  }, 60_000);
});
