import { describe, expect, it } from 'vitest';
import { createPrimaryLog } from './primary-log';

describe('createPrimaryLog', () => {
  it('writes JSON lines with role "primary", from its level up', () => {
    const lines: string[] = [];
    const log = createPrimaryLog('info', (text) => lines.push(text));
    log('debug', { msg: 'dropped' });
    log('warn', { msg: 'worker exited', worker: 2, code: null, signal: 'SIGKILL' });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith('\n')).toBe(true);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'warn', role: 'primary', msg: 'worker exited', worker: 2, signal: 'SIGKILL' });
  });

  it('writes nothing when silent', () => {
    const lines: string[] = [];
    createPrimaryLog('silent', (text) => lines.push(text))('error', { msg: 'x' });
    expect(lines).toEqual([]);
  });
});
