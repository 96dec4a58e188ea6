import type { ExampleRequest } from './openapi-examples';

/** One entry of an operation's `x-codeSamples` (the extension Scalar and Redoc show beside the operation). */
export interface CodeSample {
  readonly lang: string;
  readonly label: string;
  readonly source: string;
}

/** `value` as a literal of the sample's language, indented by `unit` per level: JavaScript or Python. */
function literal(value: unknown, language: 'javascript' | 'python', depth = 0): string {
  const unit = language === 'javascript' ? '  ' : '    ';
  const inner = unit.repeat(depth + 1);
  const outer = unit.repeat(depth);
  if (Array.isArray(value)) {
    return value.length === 0 ? '[]' : `[\n${value.map((each: unknown) => `${inner}${literal(each, language, depth + 1)}`).join(',\n')},\n${outer}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const key = (name: string) => (language === 'javascript' && /^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name, language));
    return `{\n${entries.map(([name, each]) => `${inner}${key(name)}: ${literal(each, language, depth + 1)}`).join(',\n')},\n${outer}}`;
  }
  if (typeof value === 'string') return language === 'javascript' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(value);
  if (language === 'python' && (value === null || typeof value === 'boolean')) return value === null ? 'None' : value ? 'True' : 'False';
  return JSON.stringify(value);
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** `/v3/hd-data?date=…` as typed, with the query encoded. */
function pathWithQuery(request: ExampleRequest): string {
  const query = new URLSearchParams(request.query ?? {}).toString();
  return query === '' ? request.path : `${request.path}?${query}`;
}

function curlSample(method: string, request: ExampleRequest): string {
  const lines = [`curl -X ${method} "$MANDALA_URL${pathWithQuery(request)}"`, `  -H "Authorization: Bearer $MANDALA_API_KEY"`];
  if (request.body !== undefined) lines.push(`  -H 'Content-Type: application/json'`, `  --data ${shellQuote(JSON.stringify(request.body))}`);
  return lines.join(' \\\n');
}

/** The values of a request's path parameters, read from its `path` against the `pathTemplate` (`/people/{personId}`). */
export function pathParameterValues(pathTemplate: string, path: string): Record<string, string> {
  const names = [...pathTemplate.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const pattern = new RegExp(`^${pathTemplate.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)')}$`);
  const values = pattern.exec(path);
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values?.[index + 1] ?? '')]));
}

/** The typed client's call: `params.path` for a templated path, `params.query`, `body`; text files parsed as text. */
function clientSample(method: string, pathTemplate: string, request: ExampleRequest, mediaType: string): string {
  const pathParameters = pathParameterValues(pathTemplate, request.path);
  const params = {
    ...(Object.keys(pathParameters).length > 0 ? { path: pathParameters } : {}),
    ...(request.query === undefined ? {} : { query: request.query }),
  };
  const parseAs = mediaType === 'application/json' ? undefined : mediaType === 'image/png' || mediaType === 'application/pdf' ? 'arrayBuffer' : 'text';
  const init = {
    ...(Object.keys(params).length > 0 ? { params } : {}),
    ...(request.body === undefined ? {} : { body: request.body }),
    ...(parseAs === undefined ? {} : { parseAs }),
  };
  const argument = Object.keys(init).length === 1 && parseAs !== undefined ? `{ parseAs: '${parseAs}' }` : literal(init, 'javascript');
  const call = method === 'GET' || method === 'POST' ? `mandala.${method}` : `mandala.raw.${method}`;
  return [
    "import { createMandalaClient } from '@mandala/client';",
    '',
    'const mandala = createMandalaClient({ baseUrl: process.env.MANDALA_URL, apiKey: process.env.MANDALA_API_KEY });',
    `const { data, error } = await ${call}('${pathTemplate}', ${argument});`,
    'if (error !== undefined) throw new Error(`${error.error}: ${error.message}`);',
    'console.log(data);',
  ].join('\n');
}

function pythonSample(method: string, request: ExampleRequest, mediaType: string): string {
  const lines = ['import json', 'import os', 'import urllib.parse', 'import urllib.request', ''];
  lines.push(`url = os.environ["MANDALA_URL"] + ${JSON.stringify(request.path)}`);
  if (request.query !== undefined) lines.push(`url += "?" + urllib.parse.urlencode(${literal(request.query, 'python')})`);
  const headers = ['"Authorization": "Bearer " + os.environ["MANDALA_API_KEY"]'];
  if (request.body !== undefined) {
    lines.push(`body = json.dumps(${literal(request.body, 'python')}).encode()`);
    headers.push('"Content-Type": "application/json"');
  }
  lines.push(
    `request = urllib.request.Request(url, method=${JSON.stringify(method)}${request.body === undefined ? '' : ', data=body'}, headers={${headers.join(', ')}})`,
    'with urllib.request.urlopen(request) as response:',
    mediaType === 'application/json' ? '    print(json.load(response))' : mediaType === 'image/png' || mediaType === 'application/pdf' ? '    data = response.read()' : '    print(response.read().decode())',
  );
  return lines.join('\n');
}

/**
 * The code samples of one operation, written from the request its example answered: curl, JavaScript with
 * `@mandala/client`, Python with the standard library. Each reads the service's address from `MANDALA_URL` and
 * the key from `MANDALA_API_KEY`.
 */
export function codeSamples(method: string, pathTemplate: string, request: ExampleRequest, mediaType: string): CodeSample[] {
  const verb = method.toUpperCase();
  return [
    { lang: 'Shell', label: 'curl', source: curlSample(verb, request) },
    { lang: 'JavaScript', label: 'JavaScript (@mandala/client)', source: clientSample(verb, pathTemplate, request, mediaType) },
    { lang: 'Python', label: 'Python (standard library)', source: pythonSample(verb, request, mediaType) },
  ];
}
