import type { Plugin } from 'vite';
import { renderPlansTable } from './plans-table';
import type * as PlansSourceModule from './plans-source';
import type { PlanRow, TierRow } from './plans-table';
import { importWorkspaceSource } from './workspace-source';

type PlansSource = typeof PlansSourceModule;

/** The plans and tiers of `@mandala/access`, read from its source through Vite's module runner. */
async function loadPlans(): Promise<{ readonly plans: PlanRow[]; readonly tiers: TierRow[] }> {
  const module = await importWorkspaceSource<PlansSource>(new URL('./plans-source.ts', import.meta.url));
  const plans = module.planIds.map((id) => ({ ...module.plans[id], ...module.requestRateLimits[id] }));
  const tiers = module.accessCategories.map((category) => ({ category, contents: module.categoryContentsOf(category) }));
  return { plans, tiers };
}

/** Fills `<!--plans-table-->` of `plans.html` with every plan, from the plans table the service enforces. */
export function plansPage(): Plugin {
  let table: Promise<string> | undefined;
  return {
    name: 'mandala-plans-page',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes('<!--plans-table-->')) return html;
        table ??= loadPlans().then(({ plans, tiers }) => renderPlansTable(plans, tiers));
        return html.replace('<!--plans-table-->', await table);
      },
    },
  };
}
