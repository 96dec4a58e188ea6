/** One plan as the plans page shows it (the fields of `@mandala/access`'s `plans` and `requestRateLimits`). */
export interface PlanRow {
  readonly id: string;
  readonly name: string;
  /** Units per UTC calendar month; `null` = unlimited. */
  readonly monthlyUnits: number | null;
  readonly categories: readonly string[];
  /** `null` = no limit. */
  readonly savedPeopleLimit: number | null;
  readonly openStreamsLimit: number;
  readonly requestsPerSecond: number;
  readonly burstRequests: number;
  readonly burstWindowSeconds: number;
}

/** A tier (access category) and what it holds, cheapest first. */
export interface TierRow {
  readonly category: string;
  readonly contents: string;
}

/** The MCP and Agent HTTP tool level of each tier (the spec's tier table: "Creator tools", "Startup tools", …). */
const toolLevels: Readonly<Record<string, string>> = { core: 'Creator tools', enhanced: 'Startup tools', business: 'Business tools' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);
}

const count = (value: number): string => value.toLocaleString('en-US');

/**
 * The plans section of `/plans`: one card per plan (units a month, request rate, tiers with their tools, saved
 * people, open streams), built from the plans table at build time, so the page never disagrees with what the
 * service enforces. Each card carries `data-plan="<id>"`.
 */
export function renderPlansTable(plans: readonly PlanRow[], tiers: readonly TierRow[]): string {
  const cards = plans.map((plan) => {
    const included = tiers.filter((tier) => plan.categories.includes(tier.category));
    const excluded = tiers.filter((tier) => !plan.categories.includes(tier.category));
    const units = plan.monthlyUnits === null ? 'Unlimited units' : `${count(plan.monthlyUnits)} units a month`;
    const tierItems = included
      .map((tier) => `<li><strong>${escapeHtml(tier.category)}</strong> (${escapeHtml(toolLevels[tier.category] ?? tier.category)}): ${escapeHtml(tier.contents)}</li>`)
      .join('');
    const missing = excluded.length === 0 ? '' : `<p class="hint">Not included: ${excluded.map((tier) => escapeHtml(tier.category)).join(', ')}.</p>`;
    return (
      `<article class="card plan-card" data-plan="${escapeHtml(plan.id)}" aria-labelledby="plan-${escapeHtml(plan.id)}">` +
      `<h2 id="plan-${escapeHtml(plan.id)}">${escapeHtml(plan.name)}</h2>` +
      `<p class="plan-units">${units}</p>` +
      `<dl class="plan-facts">` +
      `<dt>Request rate</dt><dd>${count(plan.requestsPerSecond)} a second, bursts of ${count(plan.burstRequests)} per ${count(plan.burstWindowSeconds)} s</dd>` +
      `<dt>Saved people</dt><dd>${plan.savedPeopleLimit === null ? 'No limit' : count(plan.savedPeopleLimit)}</dd>` +
      `<dt>Open streams</dt><dd>${count(plan.openStreamsLimit)}</dd>` +
      `</dl>` +
      `<h3>Tiers and tools</h3><ul class="plan-tiers">${tierItems}</ul>${missing}` +
      `</article>`
    );
  });
  return `<div class="plan-grid">${cards.join('')}</div>`;
}
