// Issue 34: the metrics token was read once, so it could not rotate without failed scrapes. With
// MANDALA_METRICS_TOKEN_FILE the file is read again when it changes, and during a rotation it holds two lines, the
// old token and the new one, both accepted.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from './metrics-server';
import type { RunningMetricsServer } from './metrics-server';
import { metricsSettingsFrom } from './metrics-settings';
import { parseMetricsTokenFile } from './metrics-tokens';

const oldToken = 'old-metrics-token-0123456789abcdef';
const newToken = 'new-metrics-token-fedcba9876543210';
const nextToken = 'next-metrics-token-0011223344556677';

describe('MANDALA_METRICS_TOKEN_FILE', () => {
  let directory: string;
  let tokenFile: string;
  let server: RunningMetricsServer;
  const problems: string[] = [];

  const scrape = async (token: string): Promise<number> => (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'mandala-metrics-token-'));
    tokenFile = join(directory, 'metrics-token');
    writeFileSync(tokenFile, `${oldToken}\n`);
    const settings = metricsSettingsFrom({ MANDALA_METRICS_PORT: '0', MANDALA_METRICS_TOKEN_FILE: tokenFile });
    expect(settings).toEqual({ port: 0, host: '127.0.0.1', token: undefined, tokenFile });
    server = await startMetricsServer(settings!, async () => ({ contentType: 'text/plain; version=0.0.4; charset=utf-8', text: 'up 1\n' }), {
      onTokenFileProblem: (message) => problems.push(message),
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('rotates without a failed scrape: old and new are both accepted while the file holds both, then only the new', async () => {
    expect([await scrape(oldToken), await scrape(newToken)]).toEqual([200, 403]);
    // Step 1 of a rotation, written in place: both lines.
    writeFileSync(tokenFile, `# rotating: old, then new\n${oldToken}\n${newToken}\n`);
    expect([await scrape(oldToken), await scrape(newToken)]).toEqual([200, 200]);
    // Step 2, once Prometheus sends the new token: the old line goes (replaced by a rename, as editors and config tools do).
    writeFileSync(`${tokenFile}.tmp`, `${newToken}\n`);
    renameSync(`${tokenFile}.tmp`, tokenFile);
    expect([await scrape(oldToken), await scrape(newToken)]).toEqual([403, 200]);
  });

  it('keeps the tokens it read when the file goes bad or away, never opening the metrics', async () => {
    writeFileSync(tokenFile, `${newToken}\n`);
    expect(await scrape(newToken)).toBe(200);
    writeFileSync(tokenFile, '\n');
    expect([await scrape(newToken), await scrape('')]).toEqual([200, 401]);
    rmSync(tokenFile);
    expect(await scrape(newToken)).toBe(200);
    expect(problems.join('\n')).toMatch(/holds no token[^]*cannot be read/);
    expect(problems.join('\n')).not.toContain(newToken);
    writeFileSync(tokenFile, `${nextToken}\n`);
    expect([await scrape(newToken), await scrape(nextToken)]).toEqual([403, 200]);
  });

  it('refuses a file of no, short or too many tokens, and both variables at once', () => {
    expect(() => parseMetricsTokenFile('# nothing\n', '/etc/t')).toThrow('holds no token');
    expect(() => parseMetricsTokenFile('short\n', '/etc/t')).toThrow('shorter than 16');
    expect(() => parseMetricsTokenFile(`${oldToken}\n${newToken}\n${nextToken}\n`, '/etc/t')).toThrow('at most 2');
    expect(parseMetricsTokenFile(`\r\n ${oldToken} \r\n${newToken}`, '/etc/t')).toEqual([oldToken, newToken]);
    expect(() => metricsSettingsFrom({ MANDALA_METRICS_PORT: '0', MANDALA_METRICS_TOKEN: oldToken, MANDALA_METRICS_TOKEN_FILE: '/etc/t' })).toThrow('not both');
    expect(metricsSettingsFrom({ MANDALA_METRICS_PORT: '0', MANDALA_METRICS_HOST: '0.0.0.0', MANDALA_METRICS_TOKEN_FILE: '/etc/t' })).toMatchObject({ host: '0.0.0.0' });
  });

  it('does not start on a token file it cannot read', async () => {
    await expect(
      startMetricsServer({ port: 0, host: '127.0.0.1', token: undefined, tokenFile: join(directory, 'absent') }, async () => ({ contentType: 'text/plain', text: '' })),
    ).rejects.toThrow(/ENOENT/);
  });
});
