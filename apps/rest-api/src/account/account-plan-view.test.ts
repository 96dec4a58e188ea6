import { planRefusalLinks } from '@mandala/access';
import { describe, expect, it } from 'vitest';
import { planView } from './account-plan-view';

describe('planView', () => {
  it('says what a Free account includes and which tiers it cannot call, linking the plans page (issue 38)', () => {
    const free = planView('free');
    expect(free).toMatchObject({ planName: 'Free', monthlyUnits: 100, savedPeopleLimit: 20, requestsPerSecond: 2, plansUrl: '/plans', upgradeUrl: '/plans' });
    expect(free.includedTiers.map((tier) => tier.category)).toEqual(['core']);
    expect(free.excludedTiers.map((tier) => tier.category)).toEqual(['enhanced', 'business']);
    expect(free.excludedTiers[0]?.contents).toContain('v2/v3 charts');
  });

  it('leads upgrade where the operator says', () => {
    expect(planView('enterprise', planRefusalLinks('https://billing.example/')).upgradeUrl).toBe('https://billing.example/');
    expect(planView('enterprise').excludedTiers).toEqual([]);
  });
});
