import { describe, expect, it } from 'vitest';
import { assertValidIdempotencyKey, isValidIdempotencyKey } from './idempotency-key';

describe('Idempotency-Key validation', () => {
  it('accepts 8 to 160 characters from the allowed set', () => {
    expect(isValidIdempotencyKey('abcdefgh')).toBe(true);
    expect(isValidIdempotencyKey('a'.repeat(160))).toBe(true);
    expect(isValidIdempotencyKey('order:2024-01.01_x')).toBe(true);
    expect(isValidIdempotencyKey('abcdefg')).toBe(false);
    expect(isValidIdempotencyKey('a'.repeat(161))).toBe(false);
    expect(isValidIdempotencyKey('order 2024 01')).toBe(false);
    expect(isValidIdempotencyKey('order/2024/01')).toBe(false);
  });

  it('throws invalid_idempotency_key (400)', () => {
    expect(() => assertValidIdempotencyKey('bad key!')).toThrow(expect.objectContaining({ code: 'invalid_idempotency_key', httpStatus: 400 }));
  });
});
