import { describe, expect, it } from 'vitest';
import { requestFingerprint, stableJson } from './request-fingerprint';

describe('requestFingerprint', () => {
  it('ignores key order at every depth', () => {
    const first = requestFingerprint('natal_chart_v1', { date: '1990-01-01', place: { latitude: 1, longitude: 2 } });
    const second = requestFingerprint('natal_chart_v1', { place: { longitude: 2, latitude: 1 }, date: '1990-01-01' });
    expect(first).toBe(second);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs by operation, by value and by array order', () => {
    const args = { members: ['a', 'b'] };
    expect(requestFingerprint('composite', args)).not.toBe(requestFingerprint('composite_v2', args));
    expect(requestFingerprint('composite', args)).not.toBe(requestFingerprint('composite', { members: ['b', 'a'] }));
    expect(requestFingerprint('composite', { value: 1 })).not.toBe(requestFingerprint('composite', { value: '1' }));
  });

  it('writes JSON the way JSON.stringify would, with sorted keys', () => {
    expect(stableJson({ b: 1, a: [{ d: undefined, c: new Date(Date.UTC(2024, 0, 1)) }], e: undefined })).toBe(
      '{"a":[{"c":"2024-01-01T00:00:00.000Z"}],"b":1}',
    );
    expect(stableJson(undefined)).toBe('null');
  });
});
