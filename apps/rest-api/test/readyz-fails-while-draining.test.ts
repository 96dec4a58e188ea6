// On shutdown with SHUTDOWN_DRAIN_MS, /readyz answers 503 `shutting_down` while requests are still served (with
// `Connection: close`), so a load balancer takes the instance out before it stops accepting.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';
import { createEchoEngines } from './echo-engines';

describe('draining on shutdown', () => {
  it('fails readiness first, keeps serving for the drain time, then stops accepting', async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-drain-'));
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'silent', SHUTDOWN_DRAIN_MS: '600' });
    const running = await startServer({ config, announce: () => undefined, app: { engines: createEchoEngines() } });
    expect((await fetch(`${running.url}/readyz`)).status).toBe(200);

    const closed = running.close();
    const ready = await fetch(`${running.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ error: 'shutting_down' });
    const healthy = await fetch(`${running.url}/healthz`);
    expect(healthy.status).toBe(200);
    expect(healthy.headers.get('connection')).toBe('close');
    await closed;
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    rmSync(dataDirectory, { recursive: true, force: true });
  });
});

describe('loadConfig (balancer and shared-database settings)', () => {
  it('reads the drain time, the PostgreSQL schema and the in-flight lease, and refuses bad values', () => {
    expect(loadConfig({})).toMatchObject({ shutdownDrainMilliseconds: 0, databaseSchema: undefined, inFlightLeaseSeconds: undefined });
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '3000', MANDALA_DATABASE_SCHEMA: ' tenant_a ', MANDALA_IN_FLIGHT_LEASE_SECONDS: '5' })).toMatchObject({
      shutdownDrainMilliseconds: 3000,
      databaseSchema: 'tenant_a',
      inFlightLeaseSeconds: 5,
    });
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow('SHUTDOWN_DRAIN_MS must be a whole number');
    expect(() => loadConfig({ MANDALA_DATABASE_SCHEMA: 'a;drop' })).toThrow('MANDALA_DATABASE_SCHEMA must be a plain identifier');
    expect(() => loadConfig({ MANDALA_IN_FLIGHT_LEASE_SECONDS: '0' })).toThrow('at least 1');
  });
});
