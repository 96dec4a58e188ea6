import type { z } from 'zod';
import type { OAuthScope } from '@mandala/access';
import type { MaybePromise, OperationEngines } from './engines';
import type { ToolImage } from './tools/tool-image';

/** The OAuth scopes an operation needs, at least one (see {@link OperationDefinition.oauthScopes}). */
export type OAuthScopes = readonly [OAuthScope, ...OAuthScope[]];

/** Access categories of the spec's tier table (the same strings as `@mandala/access`). */
export type OperationCategory = 'core' | 'enhanced' | 'business';

/** What an operation's `run` may use besides its input. */
export interface OperationContext {
  /** The engines (bodygraph, reference library, atlas, celebrities); injected so tests can replace them. */
  readonly engines: OperationEngines;
  /** The current instant; operations with a "now" default read it here, never from `Date.now()`. */
  readonly now: () => Date;
  /**
   * The authenticated caller's account and its saved people, for the account-connected operations (`/people`,
   * `save_person`). Set by the executor when its store keeps people; absent elsewhere (the CLI's local runs).
   */
  readonly account?: { readonly id: string; readonly people: PeopleStore };
}

/** The saved-people methods of the access store (`@mandala/access` `AccountDirectory`), scoped by account id. */
export interface PeopleStore {
  savePerson(accountId: string, fields: SavedPersonFields): Promise<SavedPersonRecord>;
  listPeople(accountId: string): Promise<SavedPersonRecord[]>;
  getPerson(accountId: string, personId: string): Promise<SavedPersonRecord>;
  updatePerson(accountId: string, personId: string, changes: Partial<SavedPersonFields>): Promise<SavedPersonRecord>;
  deletePerson(accountId: string, personId: string): Promise<void>;
}

/** A person's label and birth moment as written. */
export interface SavedPersonFields {
  readonly name: string;
  readonly date: string;
  readonly timezone: string;
  readonly notes?: string | null | undefined;
}

/** A saved person as the store returns it. */
export interface SavedPersonRecord {
  readonly id: string;
  readonly name: string;
  readonly date: string;
  readonly timezone: string;
  readonly notes: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** Text for models (Agent HTTP and MCP): what a tool does, when to use it, what it costs, an example. */
export interface ToolDescription {
  /** The tool name on Agent HTTP and MCP (`generate_chart`). */
  readonly name: string;
  /** The Agent HTTP path segment (`generate-chart`). */
  readonly path: string;
  /** A short human title. */
  readonly title: string;
  /** Several sentences for a model: purpose, when to use it, units charged, an example call. */
  readonly description: string;
  /** Alternative Agent HTTP path segments answering the same tool (`get_chart`). */
  readonly aliases?: readonly string[];
  /**
   * The interactive view that shows this tool's result where a surface can show one: `bodygraph` is the MCP App
   * `ui://mandala/bodygraph` (the tool's `_meta.ui.resourceUri`), which draws a natal (v1, v2, v3 or `core`),
   * composite or transit result. Set on `generate_chart`, `generate_composite_chart`, `get_transits` and
   * `get_person_chart`.
   */
  readonly app?: 'bodygraph';
  /**
   * What the tool changes in the caller's account, for the MCP annotations (`readOnlyHint`, `destructiveHint`,
   * `idempotentHint`): `creates` (a new record each call: not idempotent), `updates` (overwrites fields: destructive),
   * `deletes` (destructive). Absent: the tool only reads or calculates (read-only, idempotent).
   */
  readonly writes?: 'creates' | 'updates' | 'deletes';
  /**
   * Where the tool takes a birth as `birthDateTime` while the operation (and its REST route) names it `date`: `''`
   * for the arguments themselves, `members` for each entry of that list. The tool layer renames `birthDateTime` to
   * `date` before validation and accepts the old name `date` for one release (see `toolArguments`).
   */
  readonly birthDateTimeAt?: readonly string[];
}

/**
 * Where an operation answers on REST. The input travels in the query (GET) or a JSON body (POST); a
 * calculation (units > 0) accepts an `Idempotency-Key` header.
 */
export interface RestRoute {
  /** `get` and `delete` read the query and path; `post` and `patch` a JSON body (with the path parameters merged in). */
  readonly method: 'get' | 'post' | 'patch' | 'delete';
  /** OpenAPI path template (`/library/gates/{gateNumber}`). */
  readonly path: string;
  /** API reference groups (`Charts`, `Reference library`). */
  readonly tags: readonly string[];
  /** Extra accepted parameter names → canonical name (`q` → `query`). */
  readonly aliases?: Readonly<Record<string, string>>;
  /** A longer description for the API reference than the summary (tools use their tool description). */
  readonly description?: string;
  /** Response media type; default `application/json` (`text/event-stream` for a stream). */
  readonly responseMediaType?: string;
  /** Further media types of a file the input chooses among (a report's `format`: HTML, Markdown besides the PDF). */
  readonly otherResponseMediaTypes?: readonly string[];
  /** Other media types the result is offered in (`Accept: text/csv`), each with its writer. */
  readonly alternateFormats?: Readonly<Record<string, (value: unknown) => string>>;
}

/** How the command line names an operation besides `mandala run <operation name>`. */
export interface CliCommand {
  /** The command words, e.g. `return solar` for `mandala return solar --date … --timezone …`. */
  readonly command: string;
  /** Flags read into an input field other than their own name (`--member "…"` repeated → `members`). */
  readonly flags?: Readonly<Record<string, { readonly field: string; readonly parse: (text: string) => unknown }>>;
}

/**
 * One service operation, defined once and reached by REST, Agent HTTP and MCP.
 * `input` is strict (unknown fields fail) and outputs canonical camelCase values.
 * `output` documents the response for OpenAPI, MCP and the Agent HTTP catalog and is tolerant of additions:
 * the fields it declares are checked (types, enums, ranges), a field it does not declare passes, and its
 * JSON Schema never says `additionalProperties: false`, so clients validating with it survive an added field.
 * Where a schema lists every field (the natal charts, `generate_chart`), tests guard that the engine writes
 * no field it leaves out (`test-support/undeclared-fields.ts`).
 */
export interface OperationDefinition<Input extends z.ZodType = z.ZodType, Output extends z.ZodType = z.ZodType, Result = unknown> {
  /** Stable snake_case name (`natal_chart_v3`); also the idempotency fingerprint's namespace. */
  readonly name: string;
  /** Access category the caller's plan must include. */
  readonly category: OperationCategory;
  /** Quota units charged on success: 1 for a calculation, 0 for discovery and reference. */
  readonly units: 0 | 1;
  /**
   * Units of one call when they depend on the validated input (a batch charges one unit per chart it can
   * compute); default {@link units}. The quota must cover them before `run` starts, or the call answers 429.
   */
  readonly unitsFor?: (input: z.output<Input>) => number;
  /**
   * True when the operation refuses a caller's `Idempotency-Key` (the specification's batch endpoint): a call
   * that sends one answers 400 and charges nothing.
   */
  readonly refusesIdempotencyKey?: boolean;
  /** Strict input schema; its output is what `run` receives. */
  readonly input: Input;
  /** Output schema: the declared fields exactly, tolerant of added ones (documentation and contract checks). */
  readonly output: Output;
  /** One line for API references. */
  readonly summary: string;
  /** Present on the agent tools (Agent HTTP and MCP). */
  readonly tool?: ToolDescription;
  /** Present on the operations with a REST route. */
  readonly rest?: RestRoute;
  /** A command-line name besides `mandala run <name>`. */
  readonly cli?: CliCommand;
  /**
   * Every OAuth scope an access token needs to call it, on every surface (REST, Agent HTTP, MCP): `charts` for
   * calculations and reference data, `people` for what reads or changes the account's saved people (a saved
   * person's chart needs both: it reads a person and spends a unit). Required, so no operation is ever reachable
   * with a scope it was not declared for. An operation that does not list `people` runs without the people store
   * (`context.account` stays unset). API keys are not scoped.
   */
  readonly oauthScopes: OAuthScopes;
  /** A stricter category chosen by the validated input (a full-detail chart needs `enhanced`). */
  readonly categoryFor?: (input: z.output<Input>) => OperationCategory;
  /**
   * The validated input as the idempotency fingerprint reads it, when the schema leaves a default out or accepts
   * two spellings of one value (`timezone` absent = `UTC`; `06:00` = `06:00:00`): equivalent requests must
   * fingerprint equally, so a retry is never refused as another request. Default: the input itself. (Every
   * `disambiguation` of `compatible`, the default, is dropped for all operations by the fingerprint itself.)
   */
  readonly fingerprintInput?: (input: z.output<Input>) => unknown;
  /**
   * True when the result depends on the validated input alone (no clock, no changing data), so the
   * executor may answer a repeated input from its result cache. Charging and idempotency are unchanged.
   */
  readonly pure?: boolean;
  /**
   * Runs in the calculation pool when the executor has one (see `createCalculationPool`): set on the tool
   * calculations worth a worker thread, so the tool time budget can stop them. Lookups stay on the main thread.
   */
  readonly offload?: boolean;
  /**
   * A picture the tool surfaces return beside the result when the input asks for one (`includeImage`): Agent
   * HTTP in the envelope's `image` (base64), MCP as an image content item. Made after `run` succeeds and
   * before the unit is kept, on the calling thread; `undefined` when the input asks for none.
   */
  readonly toolImage?: (input: z.output<Input>, value: Result, context: OperationContext) => MaybePromise<ToolImage | undefined>;
  /**
   * Calls the engine and returns its typed result (the engine's own types, so a renamed field breaks the
   * build where it is used). Throws Mandala errors for domain failures (mapped by the error table).
   */
  readonly run: (input: z.output<Input>, context: OperationContext) => Result | Promise<Result>;
}

/** An operation of any input and output type, as stored in the registry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = OperationDefinition<any, any, any>;

/** The value an operation's `run` resolves to. */
export type OperationResult<Operation> = Operation extends OperationDefinition<z.ZodType, z.ZodType, infer Result> ? Result : never;

/** Declares an operation with its types inferred from the schemas and from what `run` returns. */
export function defineOperation<Input extends z.ZodType, Output extends z.ZodType, Result>(
  definition: OperationDefinition<Input, Output, Result>,
): OperationDefinition<Input, Output, Result> {
  return definition;
}
