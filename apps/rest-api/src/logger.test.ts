// Guards the request log's line format after the move to pino: one JSON line per entry with the level's name, an
// ISO time and the entry's fields; entries below the minimum level dropped; a key redacted wherever it appears.
import { describe, expect, it } from 'vitest';
import { createJsonLogger } from './logger';

function linesOf(minimumLevel: Parameters<typeof createJsonLogger>[0], log: (logger: ReturnType<typeof createJsonLogger>) => void): string[] {
  const lines: string[] = [];
  log(createJsonLogger(minimumLevel, (line) => lines.push(line)));
  return lines;
}

describe('createJsonLogger', () => {
  it('writes one JSON line per entry: level name, ISO time, then the fields', () => {
    const [line] = linesOf('info', (logger) => logger.log('warn', { msg: 'request', status: 501, durationMs: 1.5 }));
    expect(line?.endsWith('\n')).toBe(true);
    expect(line?.split('\n')).toHaveLength(2);
    const parsed = JSON.parse(line ?? '') as Record<string, unknown>;
    expect(parsed).toMatchObject({ level: 'warn', msg: 'request', status: 501, durationMs: 1.5 });
    expect(String(parsed.time)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Object.keys(parsed)).not.toContain('pid');
  });

  it('drops entries below the minimum level, and everything when silent', () => {
    expect(linesOf('warn', (logger) => logger.log('info', { msg: 'x' }))).toEqual([]);
    expect(linesOf('silent', (logger) => logger.log('error', { msg: 'x' }))).toEqual([]);
    expect(linesOf('debug', (logger) => logger.log('debug', { msg: 'x' }))).toHaveLength(1);
  });

  it('never writes a key, in a value or in a URL', () => {
    const key = 'mk_live_0123456789abcdefghijklmnopqrstuv';
    const [line] = linesOf('info', (logger) => logger.log('info', { msg: 'request', url: `/v3/hd-data?api_key=${key}`, note: `Bearer ${key}` }));
    expect(line).not.toContain(key);
    expect(JSON.parse(line ?? '')).toMatchObject({ msg: 'request' });
  });
});
