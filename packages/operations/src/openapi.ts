import { z } from 'zod';
import type { AnyOperation } from './define-operation';
import { httpStatusForCode } from './error-status';

/** How one HTTP route reaches an operation; the OpenAPI document is generated from a list of these. */
export interface RouteBinding {
  readonly method: 'get' | 'post';
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
  readonly tags?: readonly string[];
}

/** A route documented without an operation (health checks, legacy webhooks). */
export interface StaticRouteDocumentation {
  readonly method: 'get' | 'post';
  readonly path: string;
  readonly summary: string;
  readonly status: number;
  readonly authenticated: boolean;
  readonly tags?: readonly string[];
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
}

type JsonSchema = Record<string, unknown>;

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const document = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete document.$schema;
  return document;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const rateLimitHeaders = {
  'RateLimit-Limit': { description: 'Units allowed this month (or "unlimited").', schema: { type: 'string' } },
  'RateLimit-Remaining': { description: 'Units left this month (or "unlimited").', schema: { type: 'string' } },
  'RateLimit-Reset': { description: 'Seconds until the monthly quota resets.', schema: { type: 'string' } },
};

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

function operationObject(route: RouteBinding): Record<string, unknown> {
  const { operation } = route;
  const inputSchema = jsonSchemaOf(operation.input, 'input');
  const mediaType = route.responseMediaType ?? 'application/json';
  const successContent =
    mediaType === 'application/json' ? { [mediaType]: { schema: jsonSchemaOf(operation.output, 'output') } } : { [mediaType]: { schema: { type: 'string' } } };
  return {
    operationId: operation.name,
    summary: operation.summary,
    description: `${operation.tool?.description ?? operation.summary}\n\nTier: ${operation.category}. Cost: ${operation.units} unit${operation.units === 1 ? '' : 's'}.`,
    tags: route.tags ?? [],
    'x-mandala-units': operation.units,
    'x-mandala-category': operation.category,
    ...(route.inputLocation === 'query'
      ? { parameters: parametersOf(route, inputSchema) }
      : {
          parameters: parametersOf({ ...route, path: route.path }, { properties: {} }),
          requestBody: { required: true, content: { 'application/json': { schema: inputSchema } } },
        }),
    security: [{ bearerAuth: [] }, { apiKeyHeader: [] }],
    responses: {
      200: { description: 'Success', headers: rateLimitHeaders, content: successContent },
      400: errorResponse('Invalid parameters (nothing charged)'),
      401: errorResponse('Missing or malformed API key, or a key in the query string'),
      403: errorResponse('Invalid key or insufficient tier'),
      ...(route.path.includes('{') ? { 404: errorResponse('No such item') } : {}),
      ...(operation.units > 0 ? { 409: errorResponse('Idempotency conflict or the same request in progress') } : {}),
      429: errorResponse('Monthly quota exhausted'),
      500: errorResponse('Calculation or server failure'),
      503: errorResponse('Key store unavailable'),
    },
  };
}

/**
 * The OpenAPI 3.1 document of `routes`, generated from the operations' zod schemas. Every operation
 * carries `x-mandala-units` (quota units per success) and `x-mandala-category` (the tier category).
 */
export function createOpenApiDocument(options: OpenApiOptions): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of options.routes) {
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, unknown>)[route.method] = operationObject(route);
  }
  for (const route of options.staticRoutes ?? []) {
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, unknown>)[route.method] = {
      summary: route.summary,
      tags: route.tags ?? [],
      ...(route.authenticated ? { security: [{ bearerAuth: [] }, { apiKeyHeader: [] }] } : { security: [] }),
      responses: {
        [route.status]: route.status >= 400 ? errorResponse(route.summary) : { description: route.summary },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Mandala API',
      version: options.version ?? 'v1',
      description: options.description ?? 'Bodygraph calculations, reference data and place lookup.',
    },
    ...(options.serverUrl === undefined ? {} : { servers: [{ url: options.serverUrl }] }),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API key>' },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      },
      schemas: {
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
