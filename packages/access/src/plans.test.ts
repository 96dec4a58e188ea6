import { describe, expect, it } from 'vitest';
import { accessCategories, insufficientTierMessage, isPlanId, planAllows, planIds, planRefusalLinks, plans } from './plans';

describe('plans', () => {
  it('has the monthly quotas of the spec (Startup chosen at 100,000, Enterprise unlimited)', () => {
    expect(planIds.map((id) => [id, plans[id].monthlyUnits])).toEqual([
      ['free', 100],
      ['creator', 10_000],
      ['startup', 100_000],
      ['business', 1_000_000],
      ['enterprise', null],
    ]);
  });

  it('unlocks the categories of the tier table', () => {
    const table = Object.fromEntries(planIds.map((id) => [id, accessCategories.filter((category) => planAllows(id, category))]));
    expect(table).toEqual({
      free: ['core'],
      creator: ['core'],
      startup: ['core', 'enhanced'],
      business: ['core', 'enhanced', 'business'],
      enterprise: ['core', 'enhanced', 'business'],
    });
    expect(planAllows(plans.startup, 'business')).toBe(false);
  });

  it('recognises plan ids', () => {
    expect(isPlanId('creator')).toBe(true);
    expect(isPlanId('Creator')).toBe(false);
    expect(isPlanId(3)).toBe(false);
  });

  it('names and links the plans page in every plan refusal, and the operator\'s upgrade URL when set (issue 38)', () => {
    expect(planRefusalLinks(undefined)).toEqual({ plansUrl: '/plans', upgradeUrl: '/plans' });
    expect(insufficientTierMessage('free', 'enhanced')).toMatch(/or upgrade this account's plan\. Plans: \/plans\.$/);
    const withBilling = insufficientTierMessage('creator', 'business', planRefusalLinks('https://billing.example/upgrade'));
    expect(withBilling).toContain('The Business and Enterprise plans do');
    expect(withBilling).toMatch(/Plans: \/plans\. Upgrade: https:\/\/billing\.example\/upgrade\.$/);
  });
});
