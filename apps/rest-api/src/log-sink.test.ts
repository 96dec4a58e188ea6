import { describe, expect, it } from 'vitest';
import { createBatchedLogSink } from './log-sink';
import { createJsonLogger } from './logger';

describe('createBatchedLogSink', () => {
  it('writes the lines of one turn of the event loop with one write, in order, when the turn ends', async () => {
    const writes: string[] = [];
    const sink = createBatchedLogSink((text) => writes.push(text));
    for (let index = 0; index < 500; index += 1) sink.write(`line ${index}\n`);
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    const lines = (writes[0] ?? '').trimEnd().split('\n');
    expect(lines).toHaveLength(500);
    expect(lines.every((line, index) => line === `line ${index}`)).toBe(true);
    sink.write('next turn\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([expect.any(String), 'next turn\n']);
  });

  it('writes what is queued at once on flush, and nothing twice', async () => {
    const writes: string[] = [];
    const sink = createBatchedLogSink((text) => writes.push(text));
    sink.write('a\n');
    sink.write('b\n');
    await sink.flush();
    expect(writes).toEqual(['a\nb\n']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['a\nb\n']);
  });

  it('carries a JSON logger: redacted JSON lines, written after logger.flush()', async () => {
    const writes: string[] = [];
    const logger = createJsonLogger('info', createBatchedLogSink((text) => writes.push(text)));
    logger.log('debug', { msg: 'dropped below the level' });
    logger.log('info', { msg: 'request', url: '/hd-data?api_key=mdl_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    await logger.flush?.();
    const lines = writes.join('').trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '') as { msg: string; level: string; url: string };
    expect(entry).toMatchObject({ msg: 'request', level: 'info' });
    expect(entry.url).not.toContain('mdl_live_AAAA');
  });
});
