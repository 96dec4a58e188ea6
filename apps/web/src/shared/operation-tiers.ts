/** One operation of `/openapi.json` as the plans page and the dashboard list it. */
export interface TieredOperation {
  /** `GET /v3/hd-data`, `POST /agent/v1/tools/generate-chart`. */
  readonly route: string;
  readonly summary: string;
  /** The tier (access category): `core`, `enhanced`, `business`. */
  readonly category: string;
  /** The plans that may call it (`x-mandala-plans`). */
  readonly plans: readonly string[];
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * The operations of an OpenAPI document that carry Mandala's tier extensions (`x-mandala-category`,
 * `x-mandala-plans`), in the document's order; anything else (or a document of another shape) is skipped.
 */
export function tieredOperations(document: unknown): TieredOperation[] {
  const paths = (document as { paths?: unknown } | null)?.paths;
  if (typeof paths !== 'object' || paths === null) return [];
  const found: TieredOperation[] = [];
  for (const [path, item] of Object.entries(paths as Record<string, unknown>)) {
    if (typeof item !== 'object' || item === null) continue;
    for (const method of methods) {
      const operation = (item as Record<string, unknown>)[method] as Record<string, unknown> | undefined;
      const category = operation?.['x-mandala-category'];
      const plans = operation?.['x-mandala-plans'];
      if (typeof category !== 'string' || !Array.isArray(plans)) continue;
      found.push({
        route: `${method.toUpperCase()} ${path}`,
        summary: typeof operation?.['summary'] === 'string' ? operation['summary'] : '',
        category,
        plans: plans.filter((plan): plan is string => typeof plan === 'string'),
      });
    }
  }
  return found;
}

/** The operations `plan` cannot call (its plan is not among their `plans`). */
export function operationsOutsidePlan(operations: readonly TieredOperation[], plan: string): TieredOperation[] {
  return operations.filter((operation) => !operation.plans.includes(plan));
}

/** The operations grouped by tier, in the order the tiers first appear. */
export function operationsByTier(operations: readonly TieredOperation[]): Map<string, TieredOperation[]> {
  const groups = new Map<string, TieredOperation[]>();
  for (const operation of operations) groups.set(operation.category, [...(groups.get(operation.category) ?? []), operation]);
  return groups;
}
