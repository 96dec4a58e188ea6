import { accessCategories, categoryContentsOf, planRefusalLinks, plans, requestRateLimits } from '@mandala/access';
import type { AccessCategory, PlanId, PlanRefusalLinks } from '@mandala/access';

/** A tier as the dashboard names it: its category and what it holds. */
export interface TierView {
  readonly category: AccessCategory;
  readonly contents: string;
}

/** What the dashboard shows of the account's plan (`GET /account/api/plan`). */
export interface PlanView {
  readonly plan: PlanId;
  readonly planName: string;
  /** Units per UTC month; `null` = unlimited. */
  readonly monthlyUnits: number | null;
  readonly requestsPerSecond: number;
  readonly burstRequests: number;
  readonly burstWindowSeconds: number;
  /** `null` = no limit. */
  readonly savedPeopleLimit: number | null;
  readonly openStreamsLimit: number;
  readonly includedTiers: readonly TierView[];
  /** The tiers this plan cannot call (their routes answer 403 `insufficient_tier`). */
  readonly excludedTiers: readonly TierView[];
  /** The public plans page, `/plans`. */
  readonly plansUrl: string;
  /** Where "upgrade" leads: `MANDALA_UPGRADE_URL`, else the plans page. */
  readonly upgradeUrl: string;
}

/** The dashboard's view of `plan`, from the plans table the service enforces. */
export function planView(plan: PlanId, links: PlanRefusalLinks = planRefusalLinks(undefined)): PlanView {
  const { name, monthlyUnits, savedPeopleLimit, openStreamsLimit, categories } = plans[plan];
  const tier = (category: AccessCategory): TierView => ({ category, contents: categoryContentsOf(category) });
  return {
    plan,
    planName: name,
    monthlyUnits,
    ...requestRateLimits[plan],
    savedPeopleLimit,
    openStreamsLimit,
    includedTiers: accessCategories.filter((category) => categories.includes(category)).map(tier),
    excludedTiers: accessCategories.filter((category) => !categories.includes(category)).map(tier),
    ...links,
  };
}
