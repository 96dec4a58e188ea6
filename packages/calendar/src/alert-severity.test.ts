import { describe, expect, it } from 'vitest';
import { alertSeverity } from './alert-severity';

const DAY = 86_400_000;

describe('alert severity', () => {
  it('rates channel completions by body and length of stay', () => {
    expect(alertSeverity({ category: 'ChannelCompletion', body: 'Mars', durationMilliseconds: 20 * DAY })).toBe('High');
    expect(alertSeverity({ category: 'ChannelCompletion', body: 'Pluto', durationMilliseconds: null })).toBe('High');
    expect(alertSeverity({ category: 'ChannelCompletion', body: 'Sun', durationMilliseconds: DAY / 2 })).toBe('Medium');
    expect(alertSeverity({ category: 'ChannelCompletion', body: 'Moon', durationMilliseconds: DAY / 2 })).toBe('Medium');
    expect(alertSeverity({ category: 'ChannelCompletion', body: 'Moon', durationMilliseconds: null })).toBe('Medium');
  });

  it('rates stations by where they happen', () => {
    expect(alertSeverity({ category: 'Retrograde', inNatalGate: true, completesNatalChannel: false })).toBe('High');
    expect(alertSeverity({ category: 'Retrograde', inNatalGate: false, completesNatalChannel: true })).toBe('Medium');
    expect(alertSeverity({ category: 'Retrograde', inNatalGate: false, completesNatalChannel: false })).toBe('Low');
  });

  it('rates Sun gate changes and phases Medium in a natal gate, Low elsewhere', () => {
    expect(alertSeverity({ category: 'SunGateChange', inNatalGate: true })).toBe('Medium');
    expect(alertSeverity({ category: 'NewMoon', inNatalGate: false })).toBe('Low');
    expect(alertSeverity({ category: 'FullMoon', inNatalGate: true })).toBe('Medium');
  });
});
