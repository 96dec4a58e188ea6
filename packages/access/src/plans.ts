/**
 * Access categories of the spec's tier table. Every operation belongs to one
 * (the operation → category table lives in `@mandala/operations`).
 *
 * - `core`: core charts v1, relationship charts, reference library, location search, Creator tools.
 * - `enhanced`: charts v2/v3, transits and forecasting, return charts, Startup tools.
 * - `business`: calendar and scheduling, celebrity database, batch processing, Business tools.
 */
export type AccessCategory = 'core' | 'enhanced' | 'business';

/** Every access category, cheapest tier first. */
export const accessCategories: readonly AccessCategory[] = ['core', 'enhanced', 'business'];

/** Plan identifiers, as stored in the database and typed on the CLI. */
export type PlanId = 'free' | 'creator' | 'startup' | 'business' | 'enterprise';

/** Every plan identifier, smallest plan first. */
export const planIds: readonly PlanId[] = ['free', 'creator', 'startup', 'business', 'enterprise'];

/** A plan: its monthly quota and the categories it unlocks. */
export interface Plan {
  readonly id: PlanId;
  /** Display name ("Creator"). */
  readonly name: string;
  /** Units per UTC calendar month; `null` means unlimited (Enterprise, unless the account has a custom limit). */
  readonly monthlyUnits: number | null;
  /** Categories the plan may call. */
  readonly categories: readonly AccessCategory[];
  /** How many people an account on this plan may save (`/people`, `save_person`); `null` = no limit. */
  readonly savedPeopleLimit: number | null;
  /**
   * How many SSE streams (`GET /stream/planetary-positions`) an account may hold open at once, per service process;
   * one more is refused with 429 `too_many_streams`.
   */
  readonly openStreamsLimit: number;
}

/**
 * The plans. Startup's quota is not given by the spec; Mandala sets it at 100,000 units a month.
 * Enterprise is unlimited unless an account carries a custom limit. Saved people per account: Free 20, Creator 500,
 * Startup 5,000, Business 50,000, Enterprise unlimited. Open SSE streams per account: Free 2, Creator 5, Startup 20,
 * Business 50, Enterprise 200 (one stream is one dashboard or one backend listener; each costs the service a write per
 * tick and its buffers, so a single key cannot hold hundreds).
 */
export const plans: Readonly<Record<PlanId, Plan>> = {
  free: { id: 'free', name: 'Free', monthlyUnits: 100, categories: ['core'], savedPeopleLimit: 20, openStreamsLimit: 2 },
  creator: { id: 'creator', name: 'Creator', monthlyUnits: 10_000, categories: ['core'], savedPeopleLimit: 500, openStreamsLimit: 5 },
  startup: { id: 'startup', name: 'Startup', monthlyUnits: 100_000, categories: ['core', 'enhanced'], savedPeopleLimit: 5_000, openStreamsLimit: 20 },
  business: { id: 'business', name: 'Business', monthlyUnits: 1_000_000, categories: ['core', 'enhanced', 'business'], savedPeopleLimit: 50_000, openStreamsLimit: 50 },
  enterprise: { id: 'enterprise', name: 'Enterprise', monthlyUnits: null, categories: ['core', 'enhanced', 'business'], savedPeopleLimit: null, openStreamsLimit: 200 },
};

/** True when `value` is one of the {@link planIds}. */
export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}

/** True when `plan` (an id or a {@link Plan}) may call operations of `category`. */
export function planAllows(plan: PlanId | Plan, category: AccessCategory): boolean {
  const resolved = typeof plan === 'string' ? plans[plan] : plan;
  return resolved.categories.includes(category);
}

/** The plans that include `category`, smallest first (`enhanced` → Startup, Business, Enterprise). */
export function plansIncluding(category: AccessCategory): readonly Plan[] {
  return planIds.map((id) => plans[id]).filter((plan) => plan.categories.includes(category));
}

/** What each category holds, for people. */
const categoryContents: Readonly<Record<AccessCategory, string>> = {
  core: 'v1 charts, relationship charts, the reference library and place search',
  enhanced: 'v2/v3 charts, transits and forecasts, returns and progressions',
  business: 'the calendar, the celebrity database and batches',
};

/** The path of the public plans page (`/plans`), which every plan refusal names and links. */
export const plansPagePath = '/plans';

/**
 * The links a plan refusal carries: the plans page, and where "upgrade" leads (the operator's
 * `MANDALA_UPGRADE_URL`, a billing page or a contact form; the plans page when unset).
 */
export interface PlanRefusalLinks {
  readonly plansUrl: string;
  readonly upgradeUrl: string;
}

/** The links of a plan refusal for an operator's upgrade URL (`undefined`: the plans page). */
export function planRefusalLinks(upgradeUrl: string | undefined): PlanRefusalLinks {
  return { plansUrl: plansPagePath, upgradeUrl: upgradeUrl ?? plansPagePath };
}

/**
 * The message of a 403 `insufficient_tier`: what the plan lacks, which plans include it and where to see them and
 * upgrade, e.g. "The Creator plan does not include enhanced operations (v2/v3 charts, …). The Startup, Business and
 * Enterprise plans do: use a key on one of them, or upgrade this account's plan. Plans: /plans."
 */
export function insufficientTierMessage(plan: PlanId, category: AccessCategory, links: PlanRefusalLinks = planRefusalLinks(undefined)): string {
  const including = plansIncluding(category).map((each) => each.name);
  const names = including.length <= 1 ? including.join('') : `${including.slice(0, -1).join(', ')} and ${including.at(-1) ?? ''}`;
  const upgrade = links.upgradeUrl === links.plansUrl ? '' : ` Upgrade: ${links.upgradeUrl}.`;
  return (
    `The ${plans[plan].name} plan does not include ${category} operations (${categoryContents[category]}). ` +
    `The ${names} plan${including.length === 1 ? '' : 's'} ${including.length === 1 ? 'does' : 'do'}: use a key on one of them, or upgrade this account's plan. ` +
    `Plans: ${links.plansUrl}.${upgrade}`
  );
}

/** What each category holds, for people (the plans page and the dashboard say it too). */
export function categoryContentsOf(category: AccessCategory): string {
  return categoryContents[category];
}
