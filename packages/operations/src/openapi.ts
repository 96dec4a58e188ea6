import { plansIncluding } from '@mandala/access/policy';
import { z } from 'zod';
import type { AnyOperation } from './define-operation';
import { httpStatusForCode } from './error-status';
import { errorExample } from './openapi-examples';
import type { ExampleRequest, OpenApiExample } from './openapi-examples';
import { readGeneratedOpenApiExamples } from './openapi-examples-file';
import { codeSamples, pathParameterValues } from './openapi-code-samples';
import { natalChartV1OutputSchema, natalChartV2OutputSchema, natalChartV3OutputSchema } from './schemas/natal-chart-output';

/** How one HTTP route reaches an operation; the OpenAPI document is generated from a list of these. */
export interface RouteBinding {
  readonly method: 'get' | 'post' | 'patch' | 'delete';
  /** OpenAPI path template (`/library/gates/{gateNumber}`). */
  readonly path: string;
  readonly operation: AnyOperation;
  /** Where the input fields travel: query/path parameters, or a JSON body. */
  readonly inputLocation: 'query' | 'body';
  /** Extra accepted parameter names → canonical name (`q` → `query`). */
  readonly aliases?: Readonly<Record<string, string>>;
  /** True when the route accepts an `Idempotency-Key` header. */
  readonly acceptsIdempotencyKey?: boolean;
  /** Response media type; default `application/json`. */
  readonly responseMediaType?: string;
  /** Further media types of a file result (see `RestRoute.otherResponseMediaTypes`). */
  readonly otherResponseMediaTypes?: readonly string[];
  /** Other media types the route answers on request (`Accept`), each with its writer. */
  readonly alternateFormats?: Readonly<Record<string, (value: unknown) => string>>;
  readonly tags?: readonly string[];
  /** The operationId; default the operation's name. Set it when two routes run one operation (an alias path). */
  readonly operationId?: string;
  /** Answer shapes other than the REST ones (the Agent HTTP envelopes); default the REST shapes. */
  readonly responses?: RouteResponses;
}

/** A body schema documented once under `components.schemas.<name>` and referenced from responses. */
export interface NamedSchema {
  readonly name: string;
  readonly schema: z.ZodType;
}

/** The error answers of a route: one body schema for every listed status. */
export interface RouteErrors {
  readonly schema: NamedSchema;
  /** Default `application/json`. */
  readonly mediaType?: string;
  /** HTTP status → description of when it is answered. */
  readonly statuses: Readonly<Record<number, string>>;
  /**
   * The body of this schema for a failure, each status's example: its code from the error table and the status's
   * description ({@link errorExample}). Without it only the service's `Error` schema gets examples.
   */
  readonly example?: (failure: { readonly status: number; readonly code: string; readonly message: string }) => unknown;
}

/** Overrides the REST answer shapes of a {@link RouteBinding}. */
export interface RouteResponses {
  /** Schema of the 200 body; default the operation's output schema. */
  readonly success?: z.ZodType;
  readonly errors: RouteErrors;
}

/** A route documented without an operation (health checks, legacy webhooks). */
export interface StaticRouteDocumentation {
  readonly method: 'get' | 'post';
  readonly path: string;
  readonly summary: string;
  readonly status: number;
  readonly authenticated: boolean;
  readonly tags?: readonly string[];
  /** Unique in the document, as every operation's (generated clients name their methods after it). */
  readonly operationId: string;
  readonly description?: string;
  /** True for a route kept for old clients (the legacy webhook routes). */
  readonly deprecated?: boolean;
  /** Schema of the `status` answer's JSON body; default none. */
  readonly responseSchema?: z.ZodType;
  /** Documented error answers besides `status`. */
  readonly errors?: RouteErrors;
}

/** Options of {@link createOpenApiDocument}. */
export interface OpenApiOptions {
  readonly title?: string;
  /** API description version; the spec says `v1`. */
  readonly version?: string;
  readonly description?: string;
  readonly serverUrl?: string;
  readonly routes: readonly RouteBinding[];
  readonly staticRoutes?: readonly StaticRouteDocumentation[];
  /**
   * Response schemas documented once under `components.schemas` and referenced wherever they occur (a route's
   * answer, inside an envelope or a union); default {@link namedResponseSchemas}.
   */
  readonly namedSchemas?: readonly NamedSchema[];
  /**
   * Each operation's example 200 answer by operationId, put under its media type as `example`; default the ones
   * recorded from the real engine (`data/openapi-examples.json`, written by `apps/server/scripts/generate-openapi-examples.ts`),
   * read from that file for this document only.
   */
  readonly examples?: Readonly<Record<string, OpenApiExample>>;
}

/** The response schemas named in the document by default: the natal charts (generated clients get their names). */
export const namedResponseSchemas: readonly NamedSchema[] = [
  { name: 'NatalChartV1', schema: natalChartV1OutputSchema },
  { name: 'NatalChartV2', schema: natalChartV2OutputSchema },
  { name: 'NatalChartV3', schema: natalChartV3OutputSchema },
];

type JsonSchema = Record<string, unknown>;

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const document = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete document.$schema;
  return document;
}

/**
 * An error answer with an example from the error table ({@link errorExample}): the service's `Error` body, or what
 * `exampleBody` makes of the failure for another schema (none without it).
 */
function errorResponse(description: string, status: number, schemaName = 'Error', mediaType = 'application/json', exampleBody?: RouteErrors['example']) {
  const failure = errorExample(status, description);
  const example = failure === undefined ? undefined : schemaName === 'Error' ? failure : exampleBody?.({ status, code: failure.error, message: failure.message });
  return {
    description,
    content: { [mediaType]: { schema: { $ref: `#/components/schemas/${schemaName}` }, ...(example === undefined ? {} : { example }) } },
  };
}

function customErrorResponses(errors: RouteErrors): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(errors.statuses).map(([status, description]) => [status, errorResponse(description, Number(status), errors.schema.name, errors.mediaType, errors.example)]),
  );
}

const rateLimitHeaders = {
  'RateLimit-Limit': { description: 'Units allowed this month (or "unlimited").', schema: { type: 'string' } },
  'RateLimit-Remaining': { description: 'Units left this month (or "unlimited").', schema: { type: 'string' } },
  'RateLimit-Reset': { description: 'Seconds until the monthly quota resets.', schema: { type: 'string' } },
};

/** The properties of `inputSchema` named in `path` (`{personId}`), each required; a string when the schema lacks it. */
function pathPropertiesOf(path: string, inputSchema: JsonSchema): JsonSchema {
  const properties = (inputSchema.properties ?? {}) as Record<string, JsonSchema>;
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  return { properties: Object.fromEntries(names.map((name) => [name, properties[name] ?? { type: 'string' }])), required: names };
}

function parametersOf(route: RouteBinding, inputSchema: JsonSchema): unknown[] {
  const properties = (inputSchema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((inputSchema.required ?? []) as string[]);
  const pathNames = new Set([...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]));
  const parameters: unknown[] = Object.entries(properties).map(([name, schema]) => {
    const aliases = Object.entries(route.aliases ?? {}).filter(([, target]) => target === name).map(([alias]) => alias);
    const descriptionParts = [schema.description, aliases.length > 0 ? `Also accepted as ${aliases.map((alias) => `\`${alias}\``).join(', ')}.` : undefined];
    const description = descriptionParts.filter((part) => part !== undefined).join(' ');
    return {
      name,
      in: pathNames.has(name) ? 'path' : 'query',
      required: pathNames.has(name) || required.has(name),
      ...(description === '' ? {} : { description }),
      schema,
    };
  });
  if (route.acceptsIdempotencyKey === true) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'Binds this request to a key: a retry with the same request debits no more units; different arguments answer 409.',
      schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{8,160}$' },
    });
  }
  return parameters;
}

function restErrorResponses(route: RouteBinding): Record<string, unknown> {
  return {
    400: errorResponse('Invalid parameters (nothing charged)', 400),
    401: errorResponse('Missing or malformed API key, or a key in the query string', 401),
    403: errorResponse('Invalid key or insufficient tier', 403),
    ...(route.path.includes('{') ? { 404: errorResponse('No such item', 404) } : {}),
    ...(route.operation.units > 0 ? { 409: errorResponse('Idempotency conflict or the same request in progress', 409) } : {}),
    429: errorResponse('Monthly quota exhausted', 429),
    500: errorResponse('Calculation or server failure', 500),
    503: errorResponse('Key store unavailable', 503),
  };
}

/** A file body's schema: binary for a raster picture or a PDF, text otherwise. */
function fileSchemaOf(mediaType: string): Record<string, string> {
  return (mediaType.startsWith('image/') && !mediaType.includes('svg')) || mediaType === 'application/pdf' ? { type: 'string', format: 'binary' } : { type: 'string' };
}

function operationObject(route: RouteBinding): Record<string, unknown> {
  const { operation } = route;
  const inputSchema = jsonSchemaOf(operation.input, 'input');
  const mediaType = route.responseMediaType ?? 'application/json';
  const successContent =
    mediaType === 'application/json'
      ? {
          [mediaType]: { schema: jsonSchemaOf(route.responses?.success ?? operation.output, 'output') },
          ...Object.fromEntries(Object.keys(route.alternateFormats ?? {}).map((alternate) => [alternate, { schema: { type: 'string' } }])),
        }
      : Object.fromEntries([mediaType, ...(route.otherResponseMediaTypes ?? [])].map((type) => [type, { schema: fileSchemaOf(type) }]));
  return {
    operationId: route.operationId ?? operation.name,
    summary: operation.summary,
    description: `${operation.tool?.description ?? operation.rest?.description ?? operation.summary}\n\nTier: ${operation.category} (plans: ${planNamesIncluding(operation.category)}). Cost: ${operation.units} unit${operation.units === 1 ? '' : 's'}.`,
    tags: route.tags ?? [],
    'x-mandala-units': operation.units,
    'x-mandala-category': operation.category,
    'x-mandala-plans': plansIncluding(operation.category).map((plan) => plan.id),
    ...(route.inputLocation === 'query'
      ? { parameters: parametersOf(route, inputSchema) }
      : {
          // A body route still takes its path parameters (`PATCH /people/{personId}`) in the path.
          parameters: parametersOf(route, pathPropertiesOf(route.path, inputSchema)),
          requestBody: { required: true, content: { 'application/json': { schema: inputSchema } } },
        }),
    security: [{ bearerAuth: [] }, { apiKeyHeader: [] }],
    responses: {
      200: { description: 'Success', headers: rateLimitHeaders, content: successContent },
      ...(route.responses === undefined ? restErrorResponses(route) : customErrorResponses(route.responses.errors)),
    },
  };
}

/**
 * What any route may answer before it runs: Node's HTTP parser refuses a malformed request (400) or headers over its
 * size limit (431), without a body. Documented on the routes that have no 4xx answer of their own.
 */
const refusedBeforeRouting = {
  description: 'The request was refused before reaching the route: 400 for a malformed HTTP request, 431 for headers over the size limit (no body). Fix the request and send it again.',
};

/** Any answer a route does not document: the service's Error body (a 5xx when the service fails). */
const otherAnswers = { description: 'Any other answer: the Error body with a stable code and what to do next.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };

/** `Startup, Business, Enterprise`: the plans whose keys may call operations of `category`. */
function planNamesIncluding(category: AnyOperation['category']): string {
  return plansIncluding(category)
    .map((plan) => plan.name)
    .join(', ');
}

function staticOperationObject(route: StaticRouteDocumentation): Record<string, unknown> {
  const mainResponse =
    route.status >= 400
      ? errorResponse(route.summary, route.status)
      : {
          description: route.summary,
          ...(route.responseSchema === undefined ? {} : { content: { 'application/json': { schema: jsonSchemaOf(route.responseSchema, 'output') } } }),
        };
  const responses: Record<string, unknown> = { [route.status]: mainResponse, ...(route.errors === undefined ? {} : customErrorResponses(route.errors)) };
  const statuses = Object.keys(responses).map(Number);
  if (!statuses.some((status) => status >= 400 && status < 500)) responses['4XX'] = refusedBeforeRouting;
  if (!statuses.some((status) => status >= 200 && status < 300)) responses.default = otherAnswers;
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description === undefined ? {} : { description: route.description }),
    tags: route.tags ?? [],
    ...(route.deprecated === true ? { deprecated: true } : {}),
    ...(route.authenticated ? { security: [{ bearerAuth: [] }, { apiKeyHeader: [] }] } : { security: [] }),
    responses,
  };
}

function namedErrorSchemas(options: OpenApiOptions): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  const errors = [...options.routes.map((route) => route.responses?.errors), ...(options.staticRoutes ?? []).map((route) => route.errors)];
  for (const error of errors) {
    if (error !== undefined) schemas[error.schema.name] ??= jsonSchemaOf(error.schema.schema, 'output');
  }
  return schemas;
}

/** The property names of an object schema, as a cheap key to find candidates before comparing whole subtrees. */
function propertySignature(node: JsonSchema): string | undefined {
  const properties = node.properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties).join(',') : undefined;
}

/** Named schemas by their JSON text, grouped by property signature. */
type NamedSchemaIndex = ReadonlyMap<string, ReadonlyMap<string, string>>;

function indexNamedSchemas(named: readonly { readonly name: string; readonly json: JsonSchema }[]): NamedSchemaIndex {
  const index = new Map<string, Map<string, string>>();
  for (const { name, json } of named) {
    const signature = propertySignature(json);
    if (signature === undefined) continue;
    const bySignature = index.get(signature) ?? new Map<string, string>();
    bySignature.set(JSON.stringify(json), name);
    index.set(signature, bySignature);
  }
  return index;
}

/** `node` with every subtree equal to a named schema replaced by a `$ref` to its component. */
function referToNamedSchemas(node: unknown, index: NamedSchemaIndex): unknown {
  if (Array.isArray(node)) return node.map((each: unknown) => referToNamedSchemas(each, index));
  if (typeof node !== 'object' || node === null) return node;
  const signature = propertySignature(node as JsonSchema);
  const candidates = signature === undefined ? undefined : index.get(signature);
  const name = candidates?.get(JSON.stringify(node));
  if (name !== undefined) return { $ref: `#/components/schemas/${name}` };
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, referToNamedSchemas(value, index)]));
}

type OperationDocument = {
  operationId?: string;
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, Record<string, unknown>> };
  responses?: Record<string, { content?: Record<string, Record<string, unknown>> }>;
};

/** A query or path value as its parameter's schema types it (`"2026"` → 2026 for an integer). */
function typedValue(value: string, schema: JsonSchema | undefined): unknown {
  const type = schema?.type;
  if (type === 'integer' || type === 'number') return Number(value);
  if (type === 'boolean') return value === 'true';
  return value;
}

/**
 * The operation's parameters and body with the example request's values as their `example` (try-it starts from
 * them); a body that also names a path parameter (`PATCH /people/{personId}`) gets its value too.
 */
function withRequestExample(operation: OperationDocument, pathTemplate: string, request: ExampleRequest): OperationDocument {
  const pathValues = pathParameterValues(pathTemplate, request.path);
  const values: Record<string, string> = { ...pathValues, ...request.query };
  const json = operation.requestBody?.content['application/json'];
  const bodyProperties = ((json?.schema as JsonSchema | undefined)?.properties ?? {}) as Record<string, JsonSchema>;
  const bodyPathValues = Object.fromEntries(Object.entries(pathValues).filter(([name]) => Object.hasOwn(bodyProperties, name)));
  return {
    ...operation,
    ...(operation.parameters === undefined
      ? {}
      : {
          parameters: operation.parameters.map((parameter) =>
            parameter.in !== 'header' && Object.hasOwn(values, parameter.name) ? { ...parameter, example: typedValue(values[parameter.name] ?? '', parameter.schema) } : parameter,
          ),
        }),
    ...(operation.requestBody === undefined || json === undefined || request.body === undefined
      ? {}
      : {
          requestBody: {
            ...operation.requestBody,
            content: { ...operation.requestBody.content, 'application/json': { ...json, example: { ...bodyPathValues, ...(request.body as object) } } },
          },
        }),
  };
}

/**
 * `paths` with each operation's example 200 answer under its media type and, written from the request it
 * answered, its `x-codeSamples` (curl, `@mandala/client`, Python). An operation without an example is left as it is.
 */
function withExamples(paths: Record<string, Record<string, unknown>>, examples: Readonly<Record<string, OpenApiExample>>): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, methods]) => [
      path,
      Object.fromEntries(
        Object.entries(methods).map(([method, value]) => {
          const operation = value as OperationDocument;
          const example = operation.operationId === undefined ? undefined : examples[operation.operationId];
          const success = operation.responses?.['200'];
          const media = example === undefined ? undefined : success?.content?.[example.mediaType];
          if (example === undefined || success === undefined || media === undefined) return [method, operation];
          return [
            method,
            {
              ...withRequestExample(operation, path, example.request),
              'x-codeSamples': codeSamples(method, path, example.request, example.mediaType),
              responses: { ...operation.responses, 200: { ...success, content: { ...success.content, [example.mediaType]: { ...media, example: example.value } } } },
            },
          ];
        }),
      ),
    ]),
  );
}

/**
 * The OpenAPI 3.1 document of `routes`, generated from the operations' zod schemas. Every operation
 * carries `x-mandala-units` (quota units per success) and `x-mandala-category` (the tier category).
 */
export function createOpenApiDocument(options: OpenApiOptions): Record<string, unknown> {
  let paths: Record<string, Record<string, unknown>> = {};
  for (const route of options.routes) {
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, unknown>)[route.method] = operationObject(route);
  }
  for (const route of options.staticRoutes ?? []) {
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, unknown>)[route.method] = staticOperationObject(route);
  }
  const named = (options.namedSchemas ?? namedResponseSchemas).map(({ name, schema }) => ({ name, json: jsonSchemaOf(schema, 'output') }));
  const namedIndex = indexNamedSchemas(named);
  paths = referToNamedSchemas(paths, namedIndex) as typeof paths;
  // After the references: an example is an answer, never rewritten (the catalog's answer holds JSON Schemas).
  paths = withExamples(paths, options.examples ?? readGeneratedOpenApiExamples());
  const namedComponents = Object.fromEntries(
    named.map(({ name, json }) => [name, Object.fromEntries(Object.entries(json).map(([key, value]) => [key, referToNamedSchemas(value, namedIndex)]))]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Mandala API',
      version: options.version ?? 'v1',
      description: options.description ?? 'Bodygraph calculations, reference data and place lookup.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    // Without a configured URL, `/`: the origin that serves this document (a relative server URL, OpenAPI 3.1 §4.8.5).
    servers: [
      options.serverUrl === undefined
        ? { url: '/', description: 'The origin that serves this document.' }
        : { url: options.serverUrl },
    ],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API key>' },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      },
      schemas: {
        ...namedComponents,
        ...namedErrorSchemas(options),
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: { type: 'string', description: 'Stable error code, e.g. validation_error.' },
            message: { type: 'string' },
            details: { type: 'object' },
          },
        },
      },
    },
    'x-mandala-error-statuses': Object.fromEntries(
      ['validation_error', 'missing_credential', 'invalid_key', 'insufficient_tier', 'quota_exhausted', 'idempotency_key_reused'].map(
        (code) => [code, httpStatusForCode(code)],
      ),
    ),
  };
}
