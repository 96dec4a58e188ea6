import { describe, expect, it } from 'vitest';
import { isQuotaMonth, quotaMonthOf, quotaResetAt } from './quota-period';

describe('quota period', () => {
  it('counts by UTC calendar month', () => {
    expect(quotaMonthOf(new Date('2026-03-31T23:59:59.999Z'))).toBe('2026-03');
    expect(quotaMonthOf(new Date('2026-04-01T00:00:00.000Z'))).toBe('2026-04');
    // 23:30 in New York on 31 March is already April in UTC.
    expect(quotaMonthOf(new Date('2026-03-31T23:30:00-04:00'))).toBe('2026-04');
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
