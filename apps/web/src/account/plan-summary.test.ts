import { describe, expect, it } from 'vitest';
import { describePlanLimits } from './plan-summary';

describe('describePlanLimits', () => {
  it('says the units, request rate, saved people and streams of a plan', () => {
    expect(describePlanLimits({ planName: 'Free', monthlyUnits: 100, requestsPerSecond: 2, burstRequests: 20, burstWindowSeconds: 10, savedPeopleLimit: 20, openStreamsLimit: 2 })).toEqual([
      'Free: 100 units a month',
      '2 requests a second, bursts of 20 per 10 s',
      'Up to 20 saved people',
      '2 open planetary-position streams at once',
    ]);
  });

  it('says unlimited and no limit where the plan has none', () => {
    const lines = describePlanLimits({ planName: 'Enterprise', monthlyUnits: null, requestsPerSecond: 100, burstRequests: 500, burstWindowSeconds: 10, savedPeopleLimit: null, openStreamsLimit: 200 });
    expect(lines[0]).toBe('Enterprise: unlimited units');
    expect(lines[2]).toBe('Saved people: no limit');
  });
});
