import { describe, expect, it } from 'vitest';
import { isQuotaMonth, quotaMonthOf, quotaResetAt } from './quota-period';

describe('quota period', () => {
  it('counts by UTC calendar month', () => {
    expect(quotaMonthOf(new Date('2026-03-31T23:59:59.999Z'))).toBe('2026-03');
    expect(quotaMonthOf(new Date('2026-04-01T00:00:00.000Z'))).toBe('2026-04');
    // 23:30 in New York on 31 March is already April in UTC.
    expect(quotaMonthOf(new Date('2026-03-31T23:30:00-04:00'))).toBe('2026-04');
    expect(quotaMonthOf(new Date('2026-10-01T00:00:00.000Z'))).toBe('2026-10');
    // Agrees with the ISO form for every month of a span, and at the edges of four-digit years.
    for (let month = 0; month < 36; month += 1) {
      const instant = new Date(Date.UTC(2025, month, 15));
      expect(quotaMonthOf(instant)).toBe(instant.toISOString().slice(0, 7));
    }
    expect(quotaMonthOf(new Date(Date.UTC(1000, 0, 1)))).toBe('1000-01');
    expect(quotaMonthOf(new Date(Date.UTC(9999, 11, 31)))).toBe('9999-12');
  });

  it('resets at the first instant of the next UTC month, across years', () => {
    expect(quotaResetAt(new Date('2026-12-31T12:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(quotaResetAt(new Date('2028-02-29T00:00:00Z')).toISOString()).toBe('2028-03-01T00:00:00.000Z');
    expect(quotaResetAt(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  it('validates month strings', () => {
    expect(isQuotaMonth('2026-01')).toBe(true);
    expect(isQuotaMonth('2026-13')).toBe(false);
    expect(isQuotaMonth('2026-1')).toBe(false);
  });
});
