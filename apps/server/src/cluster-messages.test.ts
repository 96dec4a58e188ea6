import { describe, expect, it } from 'vitest';
import { isPrimaryMessage, isWorkerMessage } from './cluster-messages';

describe('isWorkerMessage', () => {
  it('knows the messages of a worker and nothing else', () => {
    expect(isWorkerMessage({ type: 'mandala:ready', restUrl: 'http://127.0.0.1:3000', mcpUrl: 'http://localhost:3001/' })).toBe(true);
    expect(isWorkerMessage({ type: 'mandala:start-failed', message: 'listen EADDRINUSE' })).toBe(true);
    expect(isWorkerMessage({ type: 'mandala:stop-requested', signal: 'SIGTERM' })).toBe(true);
    for (const other of [null, 'mandala:ready', { type: 'other' }, { type: 'mandala:stop' }, { cmd: 'NODE_CLUSTER' }]) expect(isWorkerMessage(other)).toBe(false);
  });
});

describe('isPrimaryMessage', () => {
  it('knows the stop message and nothing else', () => {
    expect(isPrimaryMessage({ type: 'mandala:stop' })).toBe(true);
    for (const other of [null, 'mandala:stop', { type: 'mandala:ready' }, { cmd: 'NODE_CLUSTER' }]) expect(isPrimaryMessage(other)).toBe(false);
  });
});
