import type { OperationCategory } from '../define-operation';
import type { OperationEngines } from '../engines';

/** One concrete resource of a template, as `resources/list` shows it. */
export interface ResourceEntry {
  /** `mandala://library/gates/34`. */
  readonly uri: string;
  /** A short name (`gate-34`). */
  readonly name: string;
  /** A human title (`Gate 34: Power`). */
  readonly title: string;
  /** A one-line description for a model browsing the list. */
  readonly description?: string;
}

/**
 * A family of read-only resources under one URI template with one variable (`mandala://library/gates/{gate}`),
 * defined once and served by MCP (`resources/templates/list`, `resources/list`, `resources/read` and
 * `completion/complete`). Reading one costs 0 units; a plan sees the template when it includes `category`.
 */
export interface ResourceTemplateDefinition {
  /** Stable snake_case name (`library_gate`). */
  readonly name: string;
  readonly title: string;
  /** What the resources hold and how to name one, for a model. */
  readonly description: string;
  /** RFC 6570 level-1 template with one variable at the end: `mandala://library/gates/{gate}`. */
  readonly uriTemplate: `${string}{${string}}`;
  /** Media type of every resource of the template. */
  readonly mimeType: 'text/markdown';
  readonly category: OperationCategory;
  /** Reading costs nothing. */
  readonly units: 0;
  /** Every resource of the template, in listing order. */
  readonly list: (engines: OperationEngines) => readonly ResourceEntry[];
  /** The text of the resource named by the variable's value (decoded); throws a Mandala error (`not_found`) when none. */
  readonly read: (value: string, engines: OperationEngines) => string;
  /** Every value of the variable, for completions (`completion/complete`). */
  readonly values: (engines: OperationEngines) => readonly string[];
}

/** Declares a resource template (a typed identity, like `defineOperation`). */
export function defineResourceTemplate(definition: ResourceTemplateDefinition): ResourceTemplateDefinition {
  return definition;
}

/** The template's variable name (`gate` of `mandala://library/gates/{gate}`). */
export function templateVariable(template: ResourceTemplateDefinition): string {
  return template.uriTemplate.slice(template.uriTemplate.lastIndexOf('{') + 1, -1);
}

/** The URI prefix before the variable (`mandala://library/gates/`). */
export function templatePrefix(template: ResourceTemplateDefinition): string {
  return template.uriTemplate.slice(0, template.uriTemplate.lastIndexOf('{'));
}

/** The URI of one resource of the template: the value percent-encoded (`Solar Plexus` → `solar%20plexus` stays as given). */
export function resourceUri(template: ResourceTemplateDefinition, value: string): string {
  return `${templatePrefix(template)}${encodeURIComponent(value)}`;
}
