import { describe, expect, it } from 'vitest';
import { idempotencyKeyHeader } from './idempotency-key-header';

describe('idempotencyKeyHeader', () => {
  it('is undefined only when the header is absent; an empty header stays empty for the key check to refuse', () => {
    expect(idempotencyKeyHeader({})).toBeUndefined();
    expect(idempotencyKeyHeader({ 'idempotency-key': '' })).toBe('');
    expect(idempotencyKeyHeader({ 'idempotency-key': 'chart-0001' })).toBe('chart-0001');
  });
});
