import type { ExampleRequest } from './openapi-examples';

/** One entry of an operation's `x-codeSamples` (the extension Scalar and Redoc show beside the operation). */
export interface CodeSample {
  readonly lang: string;
  readonly label: string;
  readonly source: string;
}

const json = (value: unknown, indent = 2): string => JSON.stringify(value, null, indent);

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
  const init = {
    ...(Object.keys(params).length > 0 ? { params } : {}),
    ...(request.body === undefined ? {} : { body: request.body }),
  };
  const parseAs = mediaType === 'application/json' ? '' : mediaType === 'image/png' || mediaType === 'application/pdf' ? "parseAs: 'arrayBuffer'" : "parseAs: 'text'";
  const initText = json(init).replace(/\n/g, '\n  ');
  const argument = parseAs === '' ? initText : initText === '{}' ? `{ ${parseAs} }` : `${initText.slice(0, -1)}  ${parseAs},\n  }`;
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
  if (request.query !== undefined) lines.push(`url += "?" + urllib.parse.urlencode(${json(request.query, 4)})`);
  const headers = ['"Authorization": "Bearer " + os.environ["MANDALA_API_KEY"]'];
  if (request.body !== undefined) {
    lines.push(`body = json.dumps(${json(request.body, 4)}).encode()`);
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
