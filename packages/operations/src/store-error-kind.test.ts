import { AccessError } from '@mandala/access';
import { describe, expect, it } from 'vitest';
import { storeErrorKindOf } from './store-error-kind';

function storeUnavailable(cause: unknown): AccessError {
  return new AccessError('store_unavailable', 'The access store is unavailable.', { cause });
}

describe('storeErrorKindOf', () => {
  it.each([
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), 'connection_refused'],
    [new Error('Query read timeout'), 'timeout'],
    [Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }), 'timeout'],
    [new Error('Connection terminated unexpectedly'), 'connection_lost'],
    // A stopped or restarted PostgreSQL (issue 34: these counted as `other`).
    [Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }), 'connection_lost'],
    [new Error('terminating connection due to administrator command'), 'connection_lost'],
    [Object.assign(new Error('terminating connection because of crash of another server process'), { code: '57P02' }), 'connection_lost'],
    [new Error('Client has encountered a connection error and is not queryable'), 'connection_lost'],
    [Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), 'connection_lost'],
    [Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }), 'connection_lost'],
    [Object.assign(new Error('connection failure'), { code: '08006' }), 'connection_lost'],
    [Object.assign(new Error('the database system is shutting down'), { code: '57P03' }), 'connection_refused'],
    [Object.assign(new Error('attempt to write a readonly database'), { code: 'SQLITE_READONLY' }), 'read_only'],
    [Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }), 'disk_full'],
    [Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }), 'busy'],
    [new Error('something else'), 'other'],
  ])('reads the cause %s as %s', (cause, kind) => {
    expect(storeErrorKindOf(storeUnavailable(cause))).toBe(kind);
  });

  it('reads a closed store from the error itself', () => {
    expect(storeErrorKindOf(new AccessError('store_unavailable', 'The access store is closed.'))).toBe('closed');
  });
});
