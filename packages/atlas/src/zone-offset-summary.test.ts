import { describe, expect, it } from 'vitest';
import { formatUtcOffset } from './zone-offset-summary';

describe('formatUtcOffset', () => {
  it('formats hours and minutes with a sign', () => {
    expect(formatUtcOffset(0)).toBe('+00:00');
    expect(formatUtcOffset(7200)).toBe('+02:00');
    expect(formatUtcOffset(19800)).toBe('+05:30');
    expect(formatUtcOffset(-12600)).toBe('-03:30');
  });

  it('shows seconds for local mean time offsets', () => {
    expect(formatUtcOffset(4772)).toBe('+01:19:32');
    expect(formatUtcOffset(-1)).toBe('-00:00:01');
  });
});
