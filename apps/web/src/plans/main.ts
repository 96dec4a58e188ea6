// The plans page's script: the routes and tools of each tier, read from /openapi.json (the plans themselves are in the
// page, built from the plans table).
import { operationsByTier, tieredOperations } from '../shared/operation-tiers';

const tierNames: Readonly<Record<string, string>> = { core: 'core (every plan)', enhanced: 'enhanced (Startup and above)', business: 'business (Business and Enterprise)' };

async function showRoutes(): Promise<void> {
  const target = document.querySelector<HTMLElement>('#routes-by-tier');
  const status = document.querySelector<HTMLElement>('#routes-status');
  if (target === null || status === null) return;
  try {
    const response = await fetch('/openapi.json', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`/openapi.json answered ${response.status}`);
    const groups = operationsByTier(tieredOperations(await response.json()));
    for (const [tier, operations] of groups) {
      const heading = document.createElement('h3');
      heading.textContent = tierNames[tier] ?? tier;
      const list = document.createElement('ul');
      list.className = 'route-list';
      list.dataset['tier'] = tier;
      for (const operation of operations) {
        const item = document.createElement('li');
        const code = document.createElement('code');
        code.textContent = operation.route;
        item.append(code);
        if (operation.summary !== '') item.append(`: ${operation.summary}`);
        list.append(item);
      }
      target.append(heading, list);
    }
    status.textContent = groups.size === 0 ? 'The OpenAPI document lists no tiered routes.' : '';
  } catch {
    status.textContent = 'The list of routes could not be loaded; the API reference at /docs has them.';
  }
}

void showRoutes();
