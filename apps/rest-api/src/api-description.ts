import { accessCategories, plansIncluding } from '@mandala/access';

/**
 * The description of the OpenAPI document (Markdown), the reference's introduction at `/docs`: what the API is,
 * how to authenticate, how parameter names are read, and which plans include each tier.
 */
export function apiDescription(): string {
  const tiers = accessCategories.map((category) => `| ${category} | ${plansIncluding(category).map((plan) => plan.name).join(', ')} |`);
  return [
    'Bodygraph calculations, reference data and place lookup. Each operation states its tier (`x-mandala-category`) and its cost in quota units (`x-mandala-units`); one monthly quota is shared by REST, Agent HTTP and MCP.',
    '',
    'Authenticate with `Authorization: Bearer <API key>` or `X-Api-Key: <API key>` (never in the query string). Parameter names are matched case-insensitively. Every example answer below is what the service answered to the request in its code samples.',
    '',
    'A key whose plan lacks an operation\'s tier gets 403 `insufficient_tier`, naming the plans that include it.',
    '',
    '| tier | plans that include it |',
    '| --- | --- |',
    ...tiers,
  ].join('\n');
}
