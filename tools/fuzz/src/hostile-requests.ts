// Hostile requests: a valid request spoilt at the protocol level. Headers (odd content types and charsets, two
// credentials, a key in the query, an empty or repeated Idempotency-Key, a huge header), bodies (arrays, null,
// deep nesting, bytes that are not UTF-8, oversized), paths (encoded slashes, dot segments, overlong URLs, other
// methods) and, on MCP, JSON-RPC messages that are not what the method expects.
import fc from 'fast-check';
import { KEY_PLACEHOLDER } from './fuzz-request';
import type { CredentialKind, FuzzRequest, RequestBody, Surface } from './fuzz-request';
import { MCP_HEADERS, toolsCallText } from './request-builders';
import { validRequests } from './valid-requests';

type Spoiler = (request: FuzzRequest, pick: number) => FuzzRequest;

function chosen<T>(items: readonly T[], pick: number): T {
  if (items.length === 0) throw new RangeError('nothing to choose from');
  return items[pick % items.length] as T;
}

function hostile(request: FuzzRequest, label: string, changes: Partial<FuzzRequest>): FuzzRequest {
  return { ...request, ...changes, flavour: 'hostile', label: `${request.label} | ${label}` };
}

function withHeader(headers: FuzzRequest['headers'], name: string, value: string | undefined): FuzzRequest['headers'] {
  const others = headers.filter(([existing]) => existing.toLowerCase() !== name.toLowerCase());
  return value === undefined ? others : [...others, [name, value]];
}

const contentTypes: readonly (string | undefined)[] = [
  undefined,
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=""',
  'application/json; charset=utf-8; charset=latin1',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/json;;;',
  'APPLICATION/JSON',
  'application/problem+json',
  `application/json; ${'x'.repeat(2000)}=1`,
  '*/*',
  '',
];

const hostileCredentials: readonly CredentialKind[] = [
  'both-different',
  'two-authorization',
  'lowercase-scheme',
  'basic-scheme',
  'bearer-without-key',
  'not-a-key',
  'revoked-looking',
  'in-query',
  'in-path',
  'in-body',
  'none',
];

const idempotencyKeys: readonly (readonly string[])[] = [[''], ['   '], ['short'], ['fuzz-key-00000001', 'fuzz-key-00000002'], ['k'.repeat(10_000)], ['ключ-12345678'], ['fuzz key with spaces'], ['fuzz-\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9']];

function deepNesting(depth: number, open: string, close: string): string {
  return `${open.repeat(depth)}${close.repeat(depth)}`;
}

const bodies: readonly (readonly [string, RequestBody])[] = [
  ['an array', { text: '[]' }],
  ['an array of objects', { text: '[{"date":"1985-03-12T14:30"}]' }],
  ['null', { text: 'null' }],
  ['a string', { text: '"1985-03-12T14:30"' }],
  ['a number', { text: '123' }],
  ['true', { text: 'true' }],
  ['empty', { text: '' }],
  ['whitespace', { text: ' \n\t ' }],
  ['deeply nested arrays', { text: deepNesting(20_000, '[', ']') }],
  ['deeply nested objects', { text: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` }],
  ['bytes that are not UTF-8', { bytes: [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d] }],
  ['a byte order mark', { text: '\ufeff{"a":1}' }],
  ['truncated JSON', { text: '{"date": "1985-03-1' }],
  ['NaN', { text: '{"a": NaN}' }],
  ['a comment', { text: '{/* x */}' }],
  ['single quotes', { text: "{'a': 1}" }],
  ['an oversized body', { text: JSON.stringify({ padding: 'x'.repeat(300 * 1024) }) }],
  ['a body of a megabyte', { text: `[${'1,'.repeat(512 * 1024)}1]` }],
  ['a NUL byte', { bytes: [0x7b, 0x00, 0x7d] }],
];

const restPaths: readonly string[] = [
  '/library%2Fgates%2F34',
  '/library/gates%2F34',
  '/library/gates/%2e%2e%2fopenapi.json',
  '/library/gates/..%2F..%2Freadyz',
  '/library/gates/%ff',
  '/library/gates/%zz',
  '/library/gates/%00',
  '/library/gates/34%20',
  `/library/gates/${'9'.repeat(400)}`,
  `/library/channels/${'x'.repeat(5_000)}`,
  '/library/profiles/1%2F3',
  '/celebrity/%F0%9F%A7%AC',
  '//hd-data',
  '/hd-data/',
  '/HD-DATA',
  '/hd-data;jsessionid=1',
  '/hd-data/../openapi.json',
  '/./hd-data',
  '/.env',
  '/../../etc/passwd',
  '/webhooks/status',
  '/mcp',
  '/docs?x=<script>',
  `/locations?q=${'%F0%9F%A7%AC'.repeat(400)}`,
  `/hd-data?${'a=1&'.repeat(3_000)}b=2`,
  `/hd-data?date=${'1'.repeat(100_000)}`,
];

const agentPaths: readonly string[] = [
  '/agent/v1/tools/',
  '/agent/v1/tools/generate%2Dchart',
  '/agent/v1/tools/generate%2Fchart',
  '/agent/v1/tools/..%2F..%2Fopenapi.json',
  '/agent/v1/tools/%2e%2e/%2e%2e/healthz',
  '/agent/v1/tools/GENERATE-CHART',
  '/agent/v1/tools/generate_chart',
  '/agent/v1/tools/generate-chart/extra',
  '/agent/v1/tools/__proto__',
  '/agent/v1/tools/constructor',
  '/agent/v1/tools/%F0%9F%A7%AC',
  `/agent/v1/tools/${'x'.repeat(8_000)}`,
  '/agent/v1/mcp/catalog',
  '/agent/v1/mcp/catalog?api_key=x',
  '//agent/v1/tools/generate-chart',
];

const methods: readonly string[] = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'GET', 'POST', 'TRACE', 'get', 'PROPFIND'];

const headerSpoilers: readonly Spoiler[] = [
  (request, pick) => {
    const type = chosen(contentTypes, pick);
    return hostile(request, `Content-Type ${JSON.stringify(type)?.slice(0, 40) ?? 'missing'}`, { headers: withHeader(request.headers, 'Content-Type', type) });
  },
  (request, pick) => {
    const kind = chosen(hostileCredentials, pick);
    return hostile(request, `credential ${kind}`, { credential: { ...request.credential, kind } });
  },
  (request, pick) => {
    const values = chosen(idempotencyKeys, pick);
    const headers = values.reduce<FuzzRequest['headers']>((list, value) => [...list, ['Idempotency-Key', value]], withHeader(request.headers, 'Idempotency-Key', undefined));
    return hostile(request, `Idempotency-Key ${JSON.stringify(values).slice(0, 40)}`, { headers });
  },
  (request, pick) => {
    const value = chosen(['x'.repeat(200), 'mdl_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '../../etc/passwd', 'id with spaces', ''], pick);
    return hostile(request, 'odd X-Request-Id', { headers: withHeader(request.headers, 'X-Request-Id', value) });
  },
  (request, pick) => {
    const accept = chosen(['text/html', '*/*', 'application/json', 'text/event-stream', 'text/csv', 'text/csv;q=0, application/json;q=0', 'image/png', ''], pick);
    return hostile(request, `Accept ${JSON.stringify(accept)}`, { headers: withHeader(request.headers, 'Accept', accept) });
  },
  (request, pick) => {
    const count = chosen([60, 99], pick);
    const many: [string, string][] = Array.from({ length: count }, (_, index) => [`X-Fuzz-${index}`, String(index)]);
    return hostile(request, `${count} extra headers`, { headers: [...request.headers, ...many] });
  },
  (request, pick) => hostile(request, 'a 20 kB header', { headers: [...request.headers, ['X-Fuzz-Large', 'v'.repeat(chosen([4_000, 20_000], pick))]] }),
];

const bodySpoiler: Spoiler = (request, pick) => {
  const [label, body] = chosen(bodies, pick);
  const method = request.method === 'GET' ? chosen(['GET', 'POST'], pick >> 5) : request.method;
  const parsed = 'text' in body ? safeParse(body.text) : undefined;
  return hostile(request, `body: ${label}`, { body, method, input: parsed, headers: withHeader(request.headers, 'Content-Type', 'application/json') });
};

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function pathSpoiler(paths: readonly string[]): Spoiler {
  return (request, pick) => {
    const path = chosen(paths, pick);
    return { ...hostile(request, `path ${path.slice(0, 60)}`, { path }), operationName: undefined, input: undefined };
  };
}

const methodSpoiler: Spoiler = (request, pick) => {
  const method = chosen(methods, pick);
  return hostile(request, `method ${method}`, { method, ...(method === request.method ? {} : { operationName: undefined, input: undefined }) });
};

/** JSON-RPC messages that do not fit MCP (or fit it oddly), each with its label. */
const rpcBodies: readonly (readonly [string, string])[] = [
  ['an empty object', '{}'],
  ['jsonrpc 1.0', '{"jsonrpc":"1.0","id":1,"method":"tools/list"}'],
  ['no method', '{"jsonrpc":"2.0","id":1}'],
  ['an object id', '{"jsonrpc":"2.0","id":{"a":1},"method":"tools/list"}'],
  ['an array id', '{"jsonrpc":"2.0","id":[1],"method":"ping"}'],
  ['a boolean id', '{"jsonrpc":"2.0","id":true,"method":"ping"}'],
  ['a huge id', '{"jsonrpc":"2.0","id":1e400,"method":"ping"}'],
  ['a long string id', `{"jsonrpc":"2.0","id":"${'i'.repeat(10_000)}","method":"ping"}`],
  ['a numeric method', '{"jsonrpc":"2.0","id":1,"method":123}'],
  ['an unknown method', '{"jsonrpc":"2.0","id":1,"method":"tools/destroy"}'],
  ['resources/list', '{"jsonrpc":"2.0","id":1,"method":"resources/list"}'],
  ['prompts/get', '{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":{"name":"x"}}'],
  ['logging/setLevel', '{"jsonrpc":"2.0","id":1,"method":"logging/setLevel","params":{"level":"debug"}}'],
  ['completion/complete', '{"jsonrpc":"2.0","id":1,"method":"completion/complete","params":{}}'],
  ['array params', '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":[]}'],
  ['null params', '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":null}'],
  ['string params', '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":"x"}'],
  ['a call without a name', '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"arguments":{}}}'],
  ['a numeric tool name', '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":123}}'],
  ['an empty tool name', '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":""}}'],
  ['a tool named __proto__', '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"__proto__","arguments":{}}}'],
  ['a tool named constructor', '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"constructor","arguments":{}}}'],
  ['a long tool name', `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"${'t'.repeat(20_000)}"}}`],
  ['array arguments', toolsCallText(1, 'generate_chart', '[]')],
  ['null arguments', toolsCallText(1, 'generate_chart', 'null')],
  ['string arguments', toolsCallText(1, 'generate_chart', '"1985-03-12T14:30"')],
  ['deep arguments', toolsCallText(1, 'generate_chart', `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`)],
  ['a numeric idempotencyKey', toolsCallText(1, 'generate_chart', '{"birthDateTime":"1985-03-12T14:30","timezone":"UTC","idempotencyKey":12345678}')],
  ['an empty idempotencyKey', toolsCallText(1, 'generate_chart', '{"birthDateTime":"1985-03-12T14:30","timezone":"UTC","idempotencyKey":""}')],
  ['an object idempotencyKey', toolsCallText(1, 'generate_chart', '{"birthDateTime":"1985-03-12T14:30","timezone":"UTC","idempotencyKey":{"a":1}}')],
  ['__proto__ arguments', toolsCallText(1, 'generate_chart', '{"__proto__":{"isAdmin":true},"birthDateTime":"1985-03-12T14:30","timezone":"UTC"}')],
  ['an empty batch', '[]'],
  ['a batch of numbers', '[1,2,3]'],
  ['a mixed batch', `[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","method":"tools/call"},${toolsCallText(3, 'library_gate', '{"gateNumber":34}')}]`],
  ['a batch of a hundred pings', `[${Array.from({ length: 100 }, (_, index) => `{"jsonrpc":"2.0","id":${index},"method":"ping"}`).join(',')}]`],
  ['a tools/call notification', '{"jsonrpc":"2.0","method":"tools/call","params":{"name":"generate_chart","arguments":{"birthDateTime":"1985-03-12T14:30","timezone":"UTC"}}}'],
  ['a response sent as a request', '{"jsonrpc":"2.0","id":1,"result":{}}'],
  ['an odd initialize', '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1999-01-01","capabilities":{"x":[]},"clientInfo":{"name":"","version":""}}}'],
  ['initialize without params', '{"jsonrpc":"2.0","id":1,"method":"initialize"}'],
  ['odd _meta', '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"progressToken":{"a":[]}},"cursor":123}}'],
];

const rpcSpoiler: Spoiler = (request, pick) => {
  const [label, text] = chosen(rpcBodies, pick);
  return { ...hostile(request, `JSON-RPC: ${label}`, { body: { text }, headers: MCP_HEADERS }), operationName: undefined, input: undefined };
};

const mcpHeaderSpoiler: Spoiler = (request, pick) => {
  const variants: readonly (readonly [string, FuzzRequest['headers']])[] = [
    ['no Accept', [['Content-Type', 'application/json']]],
    ['Accept: text/event-stream only', [['Content-Type', 'application/json'], ['Accept', 'text/event-stream']]],
    ['Accept: application/json only', [['Content-Type', 'application/json'], ['Accept', 'application/json']]],
    ['protocol version 1999-01-01', [...MCP_HEADERS, ['MCP-Protocol-Version', '1999-01-01']]],
    ['protocol version 2025-06-18', [...MCP_HEADERS, ['MCP-Protocol-Version', '2025-06-18']]],
    ['a long protocol version', [...MCP_HEADERS, ['MCP-Protocol-Version', 'v'.repeat(300)]]],
    ['an Mcp-Session-Id', [...MCP_HEADERS, ['Mcp-Session-Id', 'not-a-session']]],
  ];
  const [label, headers] = chosen(variants, pick);
  return hostile(request, label, { headers });
};

function withJsonField(request: FuzzRequest, name: string, value: unknown): RequestBody | undefined {
  if (request.body === undefined || !('text' in request.body)) return request.body;
  const parsed = safeParse(request.body.text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return request.body;
  return { text: JSON.stringify({ ...(parsed as Record<string, unknown>), [name]: value }) };
}

/** The caller's own key where a key does not belong: the answer must not echo it. */
const ownKeyMisplaced: Spoiler = (request, pick) => {
  const key = KEY_PLACEHOLDER;
  const separator = request.path.includes('?') ? '&' : '?';
  const places: readonly (readonly [string, () => Partial<FuzzRequest>])[] = [
    ['a parameter value', () => ({ path: `${request.path}${separator}q=${key}` })],
    ['a parameter name', () => ({ path: `${request.path}${separator}${key}=1` })],
    ['a percent-encoded parameter value', () => ({ path: `${request.path}${separator}timezone=%6Ddl%5Flive%5F${key.slice(0, 10)}` })],
    ['a path segment', () => ({ path: request.surface === 'mcp' ? `/${key}` : `/library/gates/${key}` })],
    ['a tool path', () => ({ path: request.surface === 'mcp' ? '/' : `/agent/v1/tools/${key}` })],
    ['X-Request-Id', () => ({ headers: withHeader(request.headers, 'X-Request-Id', key) })],
    ['Idempotency-Key', () => ({ headers: withHeader(request.headers, 'Idempotency-Key', key) })],
    ['the charset', () => ({ headers: withHeader(request.headers, 'Content-Type', `application/json; charset=${key}`) })],
    ['a JSON field value', () => ({ body: withJsonField(request, 'timezone', key) })],
    ['a JSON field name', () => ({ body: withJsonField(request, key, 1) })],
    ['a tool name', () => ({ body: { text: toolsCallText(1, key, '{}') }, headers: MCP_HEADERS })],
    ['a tool argument', () => ({ body: { text: toolsCallText(1, 'resolve_timezone', JSON.stringify({ query: key })) }, headers: MCP_HEADERS })],
    ['a JSON-RPC method', () => ({ body: { text: `{"jsonrpc":"2.0","id":1,"method":"${key}"}` }, headers: MCP_HEADERS })],
  ];
  const [label, change] = chosen(places, pick);
  return { ...hostile(request, `own key in ${label}`, change()), operationName: undefined, input: undefined };
};

/** Hostile requests on `surface`, built on valid ones. */
export function hostileRequests(surface: Surface): fc.Arbitrary<FuzzRequest> {
  const spoilers: Spoiler[] = [...headerSpoilers, bodySpoiler, methodSpoiler, ownKeyMisplaced, ownKeyMisplaced];
  if (surface === 'rest') spoilers.push(pathSpoiler(restPaths), pathSpoiler(restPaths));
  if (surface === 'agent-http') spoilers.push(pathSpoiler(agentPaths), pathSpoiler(agentPaths));
  if (surface === 'mcp') spoilers.push(rpcSpoiler, rpcSpoiler, rpcSpoiler, mcpHeaderSpoiler);
  return fc.tuple(validRequests(surface), fc.constantFrom(...spoilers), fc.nat()).map(([request, spoil, pick]) => spoil(request, pick));
}
