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

  it('writes an object already in key order as a sorted copy would be written (stored fingerprints stay valid)', () => {
    const expectedText = (value: unknown): string => JSON.stringify(sortedCopy(value));
    const inputs: unknown[] = [
      { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' },
      { a: 1, b: { c: 2, d: [3, { e: 4, f: Number.NaN }] }, g: undefined },
      { 1: 'one', 2: 'two', a: 'letter' },
      { 9: 'nine', 10: 'ten', a: 'letter' },
      { a: new Date(Date.UTC(2024, 0, 1)), b: 'after a date' },
      { a: { z: 1, y: 2 }, b: 1 },
    ];
    for (const input of inputs) expect(stableJson(input)).toBe(expectedText(input));
  });
});

/** The sorted copy `stableJson` wrote before it kept objects already in order: every object's keys sorted, at every depth. */
function sortedCopy(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') return sortedCopy((value as { toJSON(): unknown }).toJSON());
  if (Array.isArray(value)) return value.map(sortedCopy);
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortedCopy((value as Record<string, unknown>)[key]);
  return sorted;
}
