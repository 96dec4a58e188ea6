import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli';

const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-cli-'));
const location = { databaseUrl: undefined, dataDirectory };
afterAll(() => rmSync(dataDirectory, { recursive: true, force: true }));

describe('mandala command line', () => {
  it('prints the usage text for help and exits 2 for an unknown command', async () => {
    expect((await runCli(['help'], location)).stdout).toContain('mandala chart');
    const unknown = await runCli(['horoscope'], location);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toContain('unknown command');
  });

  it('prints a readable chart with the headline properties and 13 bodies per side', async () => {
    const outcome = await runCli(['chart', '--date', '1985-03-12T14:30', '--timezone', 'America/New_York'], location);
    expect(outcome.exitCode).toBe(0);
    expect(outcome.stdout).toMatch(/^Type {11}(Manifestor|Generator|Manifesting Generator|Projector|Reflector)$/m);
    expect(outcome.stdout).toContain('Birth (UTC)    1985-03-12T19:30:00');
    expect(outcome.stdout.split('\n').filter((line) => /^\d+\.\d/.test(line))).toHaveLength(13);
  });

  it('writes the bodygraph with --svg and --png beside the readable chart', async () => {
    const svgPath = join(dataDirectory, 'chart.svg');
    const pngPath = join(dataDirectory, 'chart.png');
    const outcome = await runCli(['chart', '--date', '1985-03-12T14:30', '--timezone', 'America/New_York', '--svg', svgPath, '--png', pngPath, '--size', '400'], location);
    expect(outcome.exitCode, outcome.stderr).toBe(0);
    expect(outcome.stdout).toContain(`wrote ${svgPath} (image/svg+xml,`);
    expect(outcome.stdout).toContain(`wrote ${pngPath} (image/png,`);
    const svg = readFileSync(svgPath, 'utf8');
    expect(svg).toMatch(/^<svg [^>]*width="400"/);
    const type = /^Type {11}(.+)$/m.exec(outcome.stdout)?.[1];
    expect(/<title[^>]*>([^<]*)<\/title>/.exec(svg)?.[1]).toMatch(new RegExp(`^${type},`));
    const png = readFileSync(pngPath);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(400);
  });

  it('refuses a picture size out of range with usage exit code 2', async () => {
    const outcome = await runCli(['chart', '--date', '1985-03-12T14:30', '--timezone', 'America/New_York', '--png', join(dataDirectory, 'x.png'), '--size', '20'], location);
    expect(outcome.exitCode).toBe(2);
    expect(outcome.stderr).toContain('--size must be a whole number of pixels from 200 to 2000');
  });

  it('prints the same JSON as the engine with --json', async () => {
    const outcome = await runCli(['chart', '--date', '1985-03-12T14:30', '--timezone', 'America/New_York', '--version', 'v1', '--json'], location);
    const chart = JSON.parse(outcome.stdout) as { BirthDateUtc: string; Gates: unknown[] };
    expect(chart.BirthDateUtc).toBe('1985-03-12T19:30:00.000Z');
    expect(chart.Gates).toHaveLength(26);
  });

  it('reports a bad zone as a typed error with exit code 1', async () => {
    const outcome = await runCli(['positions', '--date', '1985-03-12T14:30', '--timezone', 'EST'], location);
    expect(outcome.exitCode).toBe(1);
    expect(outcome.stderr).toMatch(/invalid_timezone.*not properly formatted/i);
  });

  it('prints the UTC offset with seconds for Amsterdam in 1935', async () => {
    const outcome = await runCli(['positions', '--date', '1935-06-01T12:00', '--timezone', 'Europe/Amsterdam'], location);
    expect(outcome.stdout).toContain('UTC offset   +01:19:32');
  });

  it('creates a key once, lists it without the secret, and revokes it', async () => {
    const created = JSON.parse((await runCli(['keys', 'create', '--plan', 'business', '--name', 'Acme', '--json'], location)).stdout) as {
      key: string;
      accountId: string;
      plan: string;
    };
    expect(created.plan).toBe('business');
    expect(created.key).toMatch(/^mdl_/);
    const listed = (await runCli(['keys', 'list'], location)).stdout;
    expect(listed).toContain('Acme');
    expect(listed).not.toContain(created.key);
    const usage = JSON.parse((await runCli(['usage', '--account', created.accountId, '--json'], location)).stdout) as { used: number };
    expect(usage.used).toBe(0);
    const keyId = (JSON.parse((await runCli(['keys', 'list', '--json'], location)).stdout) as { keyId: string }[])[0]?.keyId ?? '';
    expect((await runCli(['keys', 'revoke', keyId], location)).stdout).toContain('revoked');
  });

  it('rejects an unknown plan as a usage error', async () => {
    const outcome = await runCli(['keys', 'create', '--plan', 'gold', '--name', 'X'], location);
    expect(outcome.exitCode).toBe(2);
  });
});

describe('mandala celebrity', () => {
  it('finds Einstein by a partial name and prints his birth data and chart', async () => {
    const outcome = await runCli(['celebrity', 'einstein'], location);
    expect(outcome.exitCode).toBe(0);
    expect(outcome.stdout).toContain('Albert Einstein');
    expect(outcome.stdout).toContain('1879-03-14');
    expect(outcome.stdout).toMatch(/^Profile {8}\d\/\d/m);
  });
  it('says so when nobody matches', async () => {
    expect((await runCli(['celebrity', 'zzzzqqq'], location)).stdout).toContain('no celebrity matches');
  });
});

describe('mandala locations', () => {
  it('finds São Paulo without accents, with its IANA zone', async () => {
    const outcome = await runCli(['locations', 'sao', 'paulo'], location);
    expect(outcome.stdout.split('\n')[2]).toContain('America/Sao_Paulo');
  });
});
