// The development key is printed once, on stderr, outside the JSON log lines on stdout, with where the key store
// is; no log line carries it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { createJsonLogger } from '../src/logger';
import { startServer } from '../src/server';
import { createEchoEngines } from './echo-engines';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the development key notice', () => {
  it('goes to stderr once, names the SQLite file, and never reaches stdout or a log line', async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-notice-'));
    const stderr: string[] = [];
    const stdout: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((text) => {
      stderr.push(String(text));
      return true;
    });
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
      stdout.push(String(text));
      return true;
    });
    const logLines: string[] = [];
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'debug' });
    const running = await startServer({ config, logger: createJsonLogger('debug', (line) => logLines.push(line)), app: { engines: createEchoEngines() } });
    const response = await fetch(`${running.url}/healthz`);
    expect(response.status).toBe(200);
    await running.close();
    const again = await startServer({ config, logger: createJsonLogger('debug', (line) => logLines.push(line)), app: { engines: createEchoEngines() } });
    await again.close();
    vi.restoreAllMocks();

    const notice = stderr.join('');
    const key = /mdl_live_[A-Za-z0-9_-]+/.exec(notice)?.[0] ?? '';
    expect(key).not.toBe('');
    expect(notice.split(key)).toHaveLength(2); // the key once, in one notice, for the first start only
    expect(notice).toContain(`the SQLite file ${resolve(dataDirectory, 'access.sqlite')}`);
    expect(notice.trim().startsWith('{')).toBe(false);
    expect(stdout.join('')).not.toContain(key.slice('mdl_live_'.length));
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) {
      expect(line).not.toContain(key.slice('mdl_live_'.length));
      expect(JSON.parse(line)).toHaveProperty('msg');
    }
    rmSync(dataDirectory, { recursive: true, force: true });
  });
});
