import { planAllows } from '@mandala/access';
import type { PlanId } from '@mandala/access';
import { completePromptArgument, completeTemplateVariable, isMandalaError, pageOf, readResource, resourceTemplatesForPlan, resourcesForPlan } from '@mandala/operations';
import type { OperationEngines } from '@mandala/operations';
import type { HandlerRegistry } from './handler-registry';
import {
  CompleteRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ReadResourceRequestSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { ReadResourceResult, Resource } from '@modelcontextprotocol/sdk/types.js';
import { BODYGRAPH_APP_URI, MCP_APP_MIME_TYPE, bodygraphAppHtml, bodygraphAppResourceMeta } from './bodygraph-app/bodygraph-app-resource';
import type { McpPublicAddress } from './public-address';

/** JSON-RPC error code of a resource that does not exist (MCP specification, resources). */
export const RESOURCE_NOT_FOUND_RPC_CODE = -32002;

/** The most values one completion answers (MCP caps `values` at 100). */
const MAXIMUM_COMPLETION_VALUES = 100;

/** The MCP App page as a `resources/list` entry (core: every plan that can call a chart tool). */
const bodygraphAppResource = (meta: Record<string, unknown>): Resource => ({
  uri: BODYGRAPH_APP_URI,
  name: 'bodygraph-app',
  title: 'Interactive bodygraph',
  description: 'The MCP App page that draws the result of generate_chart, generate_composite_chart, get_transits and get_person_chart as an interactive bodygraph.',
  mimeType: MCP_APP_MIME_TYPE,
  _meta: meta,
});

/** What to do after a not-found, for the error message. */
const NOT_FOUND_ADVICE = ' Call resources/list for every URI, or completion/complete on the template for its values.';

/**
 * A Mandala error of a resource or prompt request as the JSON-RPC error an MCP client expects: `-32002` for a
 * resource or reference item that does not exist, `-32602` Invalid params for arguments that do not fit, with the
 * Mandala code in `data.errorCode` (and `data.details`); not `data.code`, which names an HTTP-level refusal (401/403/503
 * at the error table's status) while these answer HTTP 200 like every JSON-RPC error. Thrown as an error carrying
 * `code` and `data`, which the SDK server sends as they are (an `McpError` would prefix its own "MCP error …" to the message a client prefixes again).
 */
export function mcpErrorOf(error: unknown): Error & { code: number; data?: unknown } {
  if (isMandalaError(error)) {
    const { code, message } = error as { code: string; message: string };
    const details = (error as { details?: unknown }).details;
    const notFound = code === 'resource_not_found' || code === 'reference_not_found';
    const rpcCode = notFound ? RESOURCE_NOT_FOUND_RPC_CODE : code === 'validation_error' || code.startsWith('invalid_') ? ErrorCode.InvalidParams : ErrorCode.InternalError;
    const advice = code === 'reference_not_found' ? NOT_FOUND_ADVICE : '';
    return Object.assign(new Error(`${message}${advice}`), { code: rpcCode, data: details === undefined ? { errorCode: code } : { errorCode: code, details } });
  }
  return Object.assign(new Error('The request failed inside the server; try again, and report it if it keeps failing.'), { code: ErrorCode.InternalError });
}

/** A resource read by an OAuth access token without the `charts` scope (JSON-RPC Invalid Request). */
function insufficientScopeError(): Error & { code: number; data: unknown } {
  return Object.assign(
    new Error('This access token was not granted the "charts" scope the reference library needs; connect the app again and allow charts.'),
    { code: ErrorCode.InvalidRequest, data: { errorCode: 'insufficient_scope', details: { scope: 'charts' } } },
  );
}

async function guarded<Result>(work: () => Result | Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    throw mcpErrorOf(error);
  }
}

/**
 * Registers `resources/list` (paginated), `resources/templates/list`, `resources/read`, `resources/subscribe` and
 * `resources/unsubscribe` (accepted for a resource that exists; none ever changes while the process runs) and `completion/complete`
 * on `server` for a caller on `plan`: the reference library as Markdown and the bodygraph MCP App page. Nothing
 * here charges a unit or touches the quota; a plan sees only the templates and prompts of its categories. With a
 * `publicAddress`, the app page's `_meta` names its sandbox domain (see `bodygraphAppResourceMeta`).
 */
export function registerResourceHandlers(
  server: HandlerRegistry,
  plan: PlanId,
  engines: OperationEngines,
  oauthScopes?: readonly string[],
  publicAddress?: McpPublicAddress,
): void {
  const appMeta = bodygraphAppResourceMeta(publicAddress);
  // The reference library is what the `charts` scope opens; an API key (no scopes) reads it as its plan allows.
  const referenceOpen = oauthScopes === undefined || oauthScopes.includes('charts');
  const appVisible = referenceOpen && planAllows(plan, 'core');

  server.setRequestHandler(ListResourcesRequestSchema, (request) =>
    guarded(() => {
      const all: Resource[] = referenceOpen ? [...(appVisible ? [bodygraphAppResource(appMeta)] : []), ...resourcesForPlan(plan, engines)] : [];
      const page = pageOf(all, request.params?.cursor);
      return page.nextCursor === undefined ? { resources: page.items } : { resources: page.items, nextCursor: page.nextCursor };
    }),
  );

  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
    resourceTemplates: (referenceOpen ? resourceTemplatesForPlan(plan) : []).map((template) => ({
      uriTemplate: template.uriTemplate,
      name: template.name,
      title: template.title,
      description: template.description,
      mimeType: template.mimeType,
    })),
  }));

  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    if (!referenceOpen) throw insufficientScopeError();
    return guarded(async (): Promise<ReadResourceResult> => {
      const uri = request.params.uri;
      if (uri === BODYGRAPH_APP_URI && appVisible) {
        return { contents: [{ uri, mimeType: MCP_APP_MIME_TYPE, text: await bodygraphAppHtml(), _meta: appMeta }] };
      }
      return { contents: [readResource(uri, plan, engines)] };
    });
  });

  // Subscriptions: every resource here is fixed for the life of the process (the library is bundled data, the app
  // page is built once), so a subscription to one that exists is accepted and never has an update to send; each
  // request is its own stateless server, so there is nothing to keep either. An unknown URI answers -32002 as a read does.
  const subscription = (request: { params: { uri: string } }) => {
    if (!referenceOpen) throw insufficientScopeError();
    return guarded(() => {
      if (!(request.params.uri === BODYGRAPH_APP_URI && appVisible)) readResource(request.params.uri, plan, engines);
      return {};
    });
  };
  server.setRequestHandler(SubscribeRequestSchema, subscription);
  server.setRequestHandler(UnsubscribeRequestSchema, subscription);

  server.setRequestHandler(CompleteRequestSchema, (request) =>
    guarded(() => {
      const { ref, argument } = request.params;
      const values = !referenceOpen
        ? []
        : ref.type === 'ref/resource'
          ? completeTemplateVariable(ref.uri, argument.name, argument.value, plan, engines)
          : completePromptArgument(ref.name, argument.name, argument.value, plan, engines);
      return { completion: { values: values.slice(0, MAXIMUM_COMPLETION_VALUES), total: values.length, hasMore: values.length > MAXIMUM_COMPLETION_VALUES } };
    }),
  );
}
