import { planAllows } from '@mandala/access/policy';
import type { PlanId } from '@mandala/access';
import type { OperationEngines } from '../engines';
import { OperationError } from '../errors';
import { templatePrefix, templateVariable } from './define-resource-template';
import type { ResourceEntry, ResourceTemplateDefinition } from './define-resource-template';
import { authorityResources, centerResources, channelResources, gateResources, profileResources, typeResources } from './library-resources';

/** Every resource template, in listing order: the reference library. */
export const resourceTemplates: readonly ResourceTemplateDefinition[] = [
  gateResources,
  channelResources,
  centerResources,
  profileResources,
  typeResources,
  authorityResources,
];

/** The templates a plan may read. */
export function resourceTemplatesForPlan(plan: PlanId): ResourceTemplateDefinition[] {
  return resourceTemplates.filter((template) => planAllows(plan, template.category));
}

/** Every resource of the plan's templates, each with its media type, in listing order. */
export function resourcesForPlan(plan: PlanId, engines: OperationEngines): (ResourceEntry & { mimeType: string })[] {
  return resourceTemplatesForPlan(plan).flatMap((template) => template.list(engines).map((entry) => ({ ...entry, mimeType: template.mimeType })));
}

/** The template whose prefix `uri` starts with, and the decoded variable value; undefined when none matches. */
export function matchResourceUri(uri: string, templates: readonly ResourceTemplateDefinition[] = resourceTemplates): { template: ResourceTemplateDefinition; value: string } | undefined {
  for (const template of templates) {
    const prefix = templatePrefix(template);
    if (!uri.startsWith(prefix)) continue;
    const raw = uri.slice(prefix.length);
    if (raw === '' || raw.includes('/')) return undefined;
    try {
      return { template, value: decodeURIComponent(raw) };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The Markdown of the resource at `uri` for a caller on `plan` (0 units). Throws `resource_not_found` when no
 * template of the plan has that URI (with the templates it does have), and the reference library's
 * `reference_not_found` when the template has no such item.
 */
export function readResource(uri: string, plan: PlanId, engines: OperationEngines): { uri: string; mimeType: string; text: string } {
  const templates = resourceTemplatesForPlan(plan);
  const match = matchResourceUri(uri, templates);
  if (match === undefined) {
    throw new OperationError(
      'resource_not_found',
      `No resource at ${uri}. Read one of ${templates.map((template) => template.uriTemplate).join(', ')}, or call resources/list for every URI.`,
      { details: { uri } },
    );
  }
  return { uri, mimeType: match.template.mimeType, text: match.template.read(match.value, engines) };
}

/** Completion values of one template variable (`gate` of `mandala://library/gates/{gate}`) that start with `prefix` (case-insensitive). */
export function completeTemplateVariable(
  uriTemplate: string,
  variable: string,
  prefix: string,
  plan: PlanId,
  engines: OperationEngines,
): string[] {
  const template = resourceTemplatesForPlan(plan).find((candidate) => candidate.uriTemplate === uriTemplate);
  if (template === undefined || templateVariable(template) !== variable) return [];
  const folded = prefix.toLowerCase();
  return template.values(engines).filter((value) => value.toLowerCase().startsWith(folded));
}

/** Page size of a paginated MCP list. */
export const RESOURCE_PAGE_SIZE = 50;

/**
 * One page of `items` after the opaque `cursor` (from a previous page's `nextCursor`; absent for the first page).
 * A cursor that is not one of ours throws `validation_error`, saying to start again without one.
 */
export function pageOf<Item>(items: readonly Item[], cursor: string | undefined, pageSize = RESOURCE_PAGE_SIZE): { items: Item[]; nextCursor?: string } {
  let start = 0;
  if (cursor !== undefined) {
    const match = /^offset:([0-9]{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
    start = match === null ? Number.NaN : Number(match[1]);
    if (!Number.isInteger(start) || start > items.length) {
      throw new OperationError('validation_error', 'The cursor is not one this server gave; list again without a cursor to start from the first page.', {
        details: { cursor },
      });
    }
  }
  const end = start + pageSize;
  const page = items.slice(start, end);
  return end < items.length ? { items: page, nextCursor: Buffer.from(`offset:${end}`, 'utf8').toString('base64url') } : { items: page };
}
