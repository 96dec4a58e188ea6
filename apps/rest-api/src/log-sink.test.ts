import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileDescriptorSink } from './log-sink';
import { createJsonLogger } from './logger';

describe('createFileDescriptorSink', () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });
  const openLogFile = (): { path: string; fileDescriptor: number } => {
    const directory = mkdtempSync(join(tmpdir(), 'mandala-log-sink-'));
    directories.push(directory);
    const path = join(directory, 'log.jsonl');
    return { path, fileDescriptor: openSync(path, 'a') };
  };

  it('writes every line of a burst, in order, by the time flush resolves', async () => {
    const { path, fileDescriptor } = openLogFile();
    const sink = createFileDescriptorSink(fileDescriptor);
    for (let index = 0; index < 5000; index += 1) sink.write(`line ${index}\n`);
    await sink.flush();
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(5000);
    expect(lines[0]).toBe('line 0');
    expect(lines.every((line, index) => line === `line ${index}`)).toBe(true);
    closeSync(fileDescriptor);
  });

  it('carries a JSON logger: lines are redacted JSON and reach the file after logger.flush()', async () => {
    const { path, fileDescriptor } = openLogFile();
    const logger = createJsonLogger('info', createFileDescriptorSink(fileDescriptor));
    logger.log('debug', { msg: 'dropped below the level' });
    logger.log('info', { msg: 'request', url: '/hd-data?api_key=mdl_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    await logger.flush?.();
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '') as { msg: string; level: string; url: string };
    expect(entry).toMatchObject({ msg: 'request', level: 'info' });
    expect(entry.url).not.toContain('mdl_live_AAAA');
    closeSync(fileDescriptor);
  });
});
