import { describe, expect, it } from 'vitest';
import { isWorkerMessage } from './cluster-messages';

describe('isWorkerMessage', () => {
  it('knows the messages of a worker and nothing else', () => {
    expect(isWorkerMessage({ type: 'mandala:ready', restUrl: 'http://127.0.0.1:3000', mcpUrl: 'http://localhost:3001/' })).toBe(true);
    expect(isWorkerMessage({ type: 'mandala:start-failed', message: 'listen EADDRINUSE' })).toBe(true);
    for (const other of [null, 'mandala:ready', { type: 'other' }, { cmd: 'NODE_CLUSTER' }]) expect(isWorkerMessage(other)).toBe(false);
  });
});
