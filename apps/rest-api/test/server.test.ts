import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';
import { createEchoEngines } from './echo-engines';

describe('startServer', () => {
  it('announces a development key once, serves, and shuts down gracefully', async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-server-'));
    const announcements: string[] = [];
    const engines = createEchoEngines();
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'silent' });
    const running = await startServer({ config, announce: (text) => announcements.push(text), app: { engines } });
    const key = /mdl_live_[A-Za-z0-9_-]+/.exec(announcements.join(''))?.[0] ?? '';
    expect(key).not.toBe('');
    expect(announcements.join('')).toMatch(/shown once/);

    // An in-flight calculation held open, and an open SSE stream.
    let release: () => void = () => undefined;
    engines.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inFlight = fetch(`${running.url}/hd-data?date=1990-05-15T14:30&timezone=UTC`, { headers: { 'x-api-key': key } });
    const stream = await fetch(`${running.url}/stream/planetary-positions`, { headers: { 'x-api-key': key } });
    const reader = stream.body!.getReader();
    await reader.read();
    while (engines.calls < 1) await new Promise((resolve) => setTimeout(resolve, 5));

    const closed = running.close();
    let streamDone = false;
    while (!streamDone) ({ done: streamDone } = await reader.read());
    release();
    expect((await inFlight).status).toBe(200);
    await closed;
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    await expect(running.store.quotaStatus('acct_x')).rejects.toMatchObject({ code: 'store_unavailable' });

    // A second start on the same store announces nothing.
    const again = await startServer({ config, announce: (text) => announcements.push(text), app: { engines } });
    expect(announcements).toHaveLength(1);
    await again.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });
});

describe('loadConfig', () => {
  it('reads defaults and refuses bad values', () => {
    expect(loadConfig({})).toMatchObject({ port: 3000, dataDirectory: './.mandala', databaseUrl: undefined, logLevel: 'info' });
    expect(loadConfig({ MANDALA_DATABASE_URL: 'postgres://x/y', LOG_LEVEL: 'WARN' })).toMatchObject({ databaseUrl: 'postgres://x/y', logLevel: 'warn' });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
