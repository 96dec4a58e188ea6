// Two instances (`pnpm start` with MANDALA_WORKERS=1) on one PostgreSQL key store (a schema of their own) behind
// Debian's haproxy, as docs/deployment.md lays it out:
// - one instance killed mid-burst: haproxy sends the calls to the other, and clients retrying under the same
//   Idempotency-Key are charged once per calculation;
// - a rolling restart (SIGTERM, drain, start; one instance, then the other) under steady load: zero failed requests,
//   haproxy takes each instance out (its /readyz answers 503) before the instance stops accepting;
// - an SSE client reconnects to the other instance;
// - units charged equal the distinct successful calculations, and one account's quota is exact across both instances.
// It prints the figures. Skipped (with a warning) when haproxy or PostgreSQL is missing; `pnpm check` installs haproxy first.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { AccessStore } from '@mandala/access';
import { bearer, usedUnits } from '@mandala/operations/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startService } from './cluster-harness';
import type { ServiceProcess } from './cluster-harness';
import { haproxyPath, startBalancer } from './haproxy-balancer';
import type { Balancer } from './haproxy-balancer';
import { postgresForSuite, sqlSucceeds, testDatabaseUrl } from './postgres-test-database';

const haproxy = haproxyPath();
const postgresAvailable = await postgresForSuite('haproxy test');
if (haproxy === undefined) console.warn('haproxy test SKIPPED: haproxy is not installed (apt-get install haproxy; `pnpm prerequisites` does as root) or MANDALA_SKIP_HAPROXY_TESTS=1.');

/** A distinct local birth minute for call `index` of a phase, so no call is answered from a result cache. */
function birthOf(index: number, offsetMinutes: number): string {
  return new Date(Date.UTC(1950, 0, 1) + (offsetMinutes + index) * 60_000).toISOString().slice(0, 16);
}

/** One Agent HTTP chart under an Idempotency-Key: the status (0 when the connection failed) and the instance that answered. */
async function agentChart(url: string, key: string, idempotencyKey: string, birth: string): Promise<{ status: number; instance: string | null }> {
  try {
    const response = await fetch(`${url}/agent/v1/tools/generate-chart`, {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify({ birthDateTime: birth, timezone: 'Europe/Berlin', detailLevel: 'core' }),
    });
    await response.arrayBuffer();
    return { status: response.status, instance: response.headers.get('x-mandala-instance') };
  } catch {
    return { status: 0, instance: null };
  }
}

/** One REST chart: the status (0 when the connection failed). */
async function restChart(url: string, key: string, birth: string): Promise<number> {
  try {
    const response = await fetch(`${url}/v3/hd-data?date=${birth}&timezone=Europe/Berlin`, { headers: bearer(key) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Every connection of an SSE client that reconnects whenever its stream ends: which instance served it, and its events. */
interface StreamConnection {
  readonly instance: string;
  readonly status: number;
  events: number;
}

function followStream(url: string, key: string, signal: AbortSignal): { connections: StreamConnection[]; done: Promise<void> } {
  const connections: StreamConnection[] = [];
  const done = (async () => {
    while (!signal.aborted) {
      try {
        const response = await fetch(`${url}/stream/planetary-positions?interval=60`, { headers: bearer(key), signal });
        const connection: StreamConnection = { instance: response.headers.get('x-mandala-instance') ?? '?', status: response.status, events: 0 };
        connections.push(connection);
        const reader = response.body?.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const chunk = await reader?.read();
          if (chunk === undefined || chunk.done) break;
          connection.events += decoder.decode(chunk.value).split('event: planetary-update').length - 1;
        }
      } catch {
        if (signal.aborted) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  })();
  return { connections, done };
}

describe.skipIf(haproxy === undefined || !postgresAvailable)('two instances on one PostgreSQL behind haproxy', () => {
  const schema = `mandala_haproxy_${randomBytes(5).toString('hex')}`;
  const directory = mkdtempSync(join(tmpdir(), 'mandala-haproxy-'));
  const instances = new Map<string, ServiceProcess>();
  const ports = new Map<string, { port: number; mcpPort: number }>();
  let balancer: Balancer;
  let store: AccessStore;
  let loadAccount: { key: string; accountId: string };
  let streamAccount: { key: string; accountId: string };

  const startInstance = async (name: string): Promise<ServiceProcess> => {
    const instance = await startService(
      {
        MANDALA_WORKERS: '1',
        MANDALA_DATABASE_URL: testDatabaseUrl,
        MANDALA_DATABASE_SCHEMA: schema,
        MANDALA_DATA_DIR: '/nonexistent',
        SHUTDOWN_DRAIN_MS: '1500',
        MANDALA_IN_FLIGHT_LEASE_SECONDS: '3',
      },
      120_000,
      { ...ports.get(name), readyWhen: (line) => line.msg === 'mcp listening' },
    );
    instances.set(name, instance);
    return instance;
  };

  beforeAll(async () => {
    store = await openAccessStore({ databaseUrl: testDatabaseUrl, dataDirectory: '/nonexistent', postgresSchema: schema });
    // Enterprise: no monthly limit, and a request rate (100 a second, 500 more in a burst) above the test's load.
    loadAccount = await store.createAccountWithKey({ name: 'load', plan: 'enterprise' });
    streamAccount = await store.createAccountWithKey({ name: 'stream', plan: 'business' });
    for (const name of ['a', 'b']) ports.set(name, { port: await freePort(), mcpPort: await freePort() });
    await Promise.all(['a', 'b'].map((name) => startInstance(name)));
    balancer = await startBalancer(haproxy ?? 'haproxy', directory, await freePort(), [...ports].map(([name, { port }]) => ({ name, port })));
    await Promise.all(['a', 'b'].map((name) => balancer.waitForStatus(name, 'UP')));
  }, 180_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all([...instances.values()].map((instance) => instance.stop('SIGKILL')));
    await store?.close();
    await sqlSucceeds(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    rmSync(directory, { recursive: true, force: true });
  });

  it('routes to the other instance when one is killed mid-burst, and retries under the same Idempotency-Key charge once', async () => {
    const calls = 120;
    const figures = { sent: 0, answered: 0, retried: 0, failed: 0 };
    const succeeded = new Set<string>();
    const unexpected: string[] = [];
    let next = 0;
    let killed: Promise<unknown> | undefined;
    let exitedAt = Number.POSITIVE_INFINITY;
    const answeredBy = { beforeKill: new Set<string>(), afterExit: new Set<string>() };
    const caller = async (): Promise<void> => {
      for (let index = next++; index < calls; index = next++) {
        const idempotencyKey = `burst-${String(index).padStart(4, '0')}`;
        for (let attempt = 0; attempt < 100; attempt += 1) {
          figures.sent += 1;
          const sentAt = Date.now();
          const { status, instance } = await agentChart(balancer.url, loadAccount.key, idempotencyKey, birthOf(index, 0));
          if (status === 200) {
            if (killed === undefined) answeredBy.beforeKill.add(instance ?? '?');
            if (sentAt > exitedAt) answeredBy.afterExit.add(instance ?? '?');
            figures.answered += 1;
            succeeded.add(idempotencyKey);
            break;
          }
          // A connection cut (0), a call still holding its lease on the dead instance (409 request_in_progress) or
          // a gateway error: the same request again, under the same key.
          if (status === 0 || status === 409 || status >= 502) {
            figures.retried += 1;
            await new Promise((resolve) => setTimeout(resolve, 200));
            continue;
          }
          figures.failed += 1;
          unexpected.push(`${idempotencyKey}: ${status}`);
          break;
        }
        if (succeeded.size >= calls / 4 && killed === undefined) {
          killed = instances.get('b')?.stop('SIGKILL').then(() => {
            exitedAt = Date.now();
          });
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, caller));
    await killed;
    const charged = await usedUnits(store, loadAccount.accountId);
    console.log(
      `haproxy, one instance killed mid-burst: ${calls} calculations; requests sent ${figures.sent}, answered ${figures.answered}, ` +
        `retried ${figures.retried}, failed ${figures.failed}; units charged ${charged}, distinct successful calculations ${succeeded.size}`,
    );
    expect(unexpected).toEqual([]);
    expect(succeeded.size).toBe(calls);
    expect(charged).toBe(succeeded.size);
    expect(instances.get('b')?.running()).toBe(false);
    // Both instances served before the kill, only the survivor what was sent once b was gone.
    expect([...answeredBy.beforeKill].sort()).toEqual(['a', 'b']);
    expect([...answeredBy.afterExit]).toEqual(['a']);
  }, 120_000);

  it('restarts both instances one at a time under steady load with zero failed requests, and SSE clients reconnect', async () => {
    const chargedBefore = await usedUnits(store, loadAccount.accountId);
    // The instance killed above comes back first.
    await startInstance('b');
    await balancer.waitForStatus('b', 'UP');

    const stopStream = new AbortController();
    const stream = followStream(balancer.url, streamAccount.key, stopStream.signal);
    await expect.poll(() => stream.connections[0]?.events ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);

    const figures = { sent: 0, answered: 0, failed: 0 };
    const failures: string[] = [];
    const calculations = new Set<string>();
    let loading = true;
    let sequence = 0;
    const steady = async (caller: number): Promise<void> => {
      while (loading) {
        const index = sequence++;
        const birth = birthOf(index, 100_000);
        figures.sent += 1;
        const status =
          caller % 2 === 0 ? (await agentChart(balancer.url, loadAccount.key, `rolling-${index}`, birth)).status : await restChart(balancer.url, loadAccount.key, birth);
        if (status === 200) {
          figures.answered += 1;
          calculations.add(birth);
        } else {
          figures.failed += 1;
          failures.push(`${caller % 2 === 0 ? 'agent-http' : 'rest'} ${index}: ${status}`);
        }
        // Steady, not saturating: the instances that start meanwhile get their share of the two cores.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const load = Promise.all(Array.from({ length: 4 }, (_, caller) => steady(caller)));

    const order: string[] = [];
    for (const name of ['a', 'b']) {
      const instance = instances.get(name);
      if (instance === undefined) throw new Error(`no instance ${name}`);
      const exited = instance.stop('SIGTERM');
      await balancer.waitForStatus(name, 'DOWN', 5_000);
      // Taken out by its failing readiness while it still serves and accepts.
      order.push(`${name} out of the balancer`);
      expect(instance.running()).toBe(true);
      expect(instance.lines.some((line) => line.msg === 'shutting down')).toBe(false);
      expect(await exited).toEqual({ code: 0, signal: null });
      order.push(`${name} stopped`);
      await startInstance(name);
      await balancer.waitForStatus(name, 'UP');
      order.push(`${name} back`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    loading = false;
    await load;
    stopStream.abort();
    await stream.done;

    // The REST calls (no Idempotency-Key) spend from each instance's quota lease: until an idle lease gives its spare
    // units back (after 1 s), another reader counts them as used, so the charge is read once they are back.
    await expect.poll(async () => (await usedUnits(store, loadAccount.accountId)) - chargedBefore, { timeout: 10_000 }).toBe(calculations.size);
    const charged = (await usedUnits(store, loadAccount.accountId)) - chargedBefore;
    console.log(
      `haproxy, rolling restart of both instances under steady load: requests sent ${figures.sent}, answered ${figures.answered}, ` +
        `failed ${figures.failed}; units charged ${charged}, distinct successful calculations ${calculations.size}; ` +
        `SSE connections ${stream.connections.map((connection) => `${connection.instance}:${connection.events} event(s)`).join(' → ')}`,
    );
    expect(order).toEqual(['a out of the balancer', 'a stopped', 'a back', 'b out of the balancer', 'b stopped', 'b back']);
    expect(failures).toEqual([]);
    expect(figures.failed).toBe(0);
    expect(figures.answered).toBe(figures.sent);
    expect(figures.sent).toBeGreaterThan(20);
    expect(charged).toBe(calculations.size);
    // The stream was cut when its instance stopped, and the client went on with the other instance, which sent at once.
    expect(stream.connections.length).toBeGreaterThan(1);
    for (const [index, connection] of stream.connections.entries()) {
      expect(connection.status).toBe(200);
      expect(connection.events).toBeGreaterThan(0);
      if (index > 0) expect(connection.instance).not.toBe(stream.connections[index - 1]?.instance);
    }
  }, 180_000);

  it('gives out one account quota exactly across both instances', async () => {
    const limited = await store.createAccountWithKey({ name: 'limited', plan: 'enterprise', customMonthlyUnits: 50 });
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, index) => agentChart(balancer.url, limited.key, `quota-${String(index).padStart(4, '0')}`, birthOf(index, 200_000))),
    );
    const byStatus = new Map<number, number>();
    for (const { status } of answers) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    console.log(`haproxy, one quota of 50 units across both instances: 80 calls; ${[...byStatus].map(([status, count]) => `${count} × ${status}`).join(', ')}`);
    expect(Object.fromEntries(byStatus)).toEqual({ 200: 50, 429: 30 });
    expect(new Set(answers.filter(({ status }) => status === 200).map(({ instance }) => instance))).toEqual(new Set(['a', 'b']));
    expect(await usedUnits(store, limited.accountId)).toBe(50);
  }, 60_000);
});
