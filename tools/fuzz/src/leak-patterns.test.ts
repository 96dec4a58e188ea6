import { describe, expect, it } from 'vitest';
import { leaksIn } from './leak-patterns';

describe('leaksIn', () => {
  it.each([
    ['TypeError: x\n    at parse (/work/main/packages/operations/src/run.ts:12:5)', 'stack frame'],
    ['Error: aborted\n    at abortIncoming (node:_http_server:796:17)', 'stack frame'],
    ['{"error":"at Object.<anonymous> (/srv/app/dist/index.js:3:1)"}', 'stack frame'],
    ['failed in node_modules/pg/lib/client.js:523', 'source path'],
    ['see node:internal/process/task_queues', 'a Node internal module'],
    ['{"url":"/hd-data?api_key=mdl_live_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG"}', 'an API key'],
  ])('finds what leaks in %j', (text, leak) => {
    expect(leaksIn(text).join(' ')).toContain(leak);
  });

  it.each([
    '{"error":"validation_error","message":"date: Expected a local date-time such as 1985-03-12T14:30."}',
    '{"Gate":34,"Name":"Power","Text":"at the heart of it"}',
    '{"url":"/hd-data?api_key=[REDACTED]"}',
    'Send the key as mdl_live_… in the Authorization header.',
    '<script src="/playground/app.js"></script>',
    '{"path":"/agent/v1/tools/generate-chart","at":"2026-03-01T12:00"}',
  ])('finds nothing in %j', (text) => {
    expect(leaksIn(text)).toEqual([]);
  });

  it('finds a key it is told of, whatever its shape', () => {
    expect(leaksIn('token=secret-value-1', ['secret-value-1'])).toEqual(['an API key']);
  });
});
