import { describe, expect, it } from 'vitest';
import { CalendarError } from '../errors';
import { checkedLevel } from './time-range-level';

describe('checkedLevel', () => {
  it('defaults to headline and takes the two levels', () => {
    expect(checkedLevel(undefined)).toBe('headline');
    expect(checkedLevel('headline')).toBe('headline');
    expect(checkedLevel('activations')).toBe('activations');
  });

  it('refuses anything else with invalid_argument', () => {
    expect(() => checkedLevel('lines')).toThrow(CalendarError);
    expect(() => checkedLevel(2)).toThrow(/level must be one of headline, activations/);
  });
});
