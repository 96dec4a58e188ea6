// Records, for every operation of the served /openapi.json, the answer the real engine gives to the request of
// `example-requests.ts`: over HTTP from the whole REST app (Agent HTTP mounted, default engines, an
// Enterprise key in a throwaway store, a fixed clock). `generate-openapi-examples.ts` writes them out.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { OpenApiExample } from '@mandala/operations';
import { createApp } from '@mandala/rest-api';
import { mountedSurfaces } from '../../src/mounted-surfaces';
import { exampleNow, exampleRequests } from './example-requests';

interface DocumentedOperation {
  readonly method: string;
  readonly path: string;
  readonly operationId: string;
  readonly successMediaTypes: readonly string[];
}

function documentedOperations(document: Record<string, unknown>): DocumentedOperation[] {
  const paths = document.paths as Record<string, Record<string, { operationId: string; responses: Record<string, { content?: Record<string, unknown> }> }>>;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const success = operation.responses['200'];
      return success === undefined ? [] : [{ method, path, operationId: operation.operationId, successMediaTypes: Object.keys(success.content ?? {}) }];
    }),
  );
}

/** What a binary body is, from its bytes: the example of a route that answers a PNG or a PDF. */
function describeBinary(mediaType: string, bytes: Uint8Array): string {
  if (mediaType === 'image/png') {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return `(binary PNG image, ${view.getUint32(16)} × ${view.getUint32(20)} px, ${bytes.byteLength} bytes)`;
  }
  return `(binary ${mediaType} document, ${bytes.byteLength} bytes, starting ${JSON.stringify(new TextDecoder().decode(bytes.subarray(0, 8)))})`;
}

/** The id of the person a save answered (REST: the person; the tool: its envelope's `data`). */
function savedPersonId(answer: unknown): string {
  const person = (answer as { data?: unknown }).data ?? answer;
  const { id, personId } = person as { id?: string; personId?: string };
  const found = personId ?? id;
  if (found === undefined) throw new Error(`No person id in ${JSON.stringify(answer)}.`);
  return found;
}

async function readFirstEvent(response: Response): Promise<string> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('\n\n')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return `${text.split('\n\n')[0] ?? ''}\n\n`;
}

/** Every operation's example answer by operationId, recorded now. */
export async function recordOpenApiExamples(): Promise<Record<string, OpenApiExample>> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-openapi-examples-'));
  const store = await openAccessStore({ dataDirectory });
  // A fixed "now" for the answers that report it (`AsOf`, a default date), so a run changes only what the engine does.
  const app = createApp({ store, surfaces: mountedSurfaces(), now: () => new Date(exampleNow) });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const { key } = await store.createAccountWithKey({ name: 'openapi-examples', plan: 'enterprise' });
    const operations = new Map(documentedOperations(app.openApiDocument).map((operation) => [operation.operationId, operation]));
    const missing = [...operations.keys()].filter((id) => !Object.hasOwn(exampleRequests, id));
    if (missing.length > 0) throw new Error(`No example request for ${missing.join(', ')}: add one to scripts/openapi-examples/example-requests.ts.`);
    const examples: Record<string, OpenApiExample> = {};
    let personId = '';
    for (const [operationId, request] of Object.entries(exampleRequests)) {
      const operation = operations.get(operationId);
      if (operation === undefined) throw new Error(`${operationId} is not an operation of /openapi.json: remove its example request.`);
      const pathParameters: Record<string, string> = { personId, ...request.pathParameters };
      const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(pathParameters[name] ?? ''));
      const url = new URL(path, origin);
      for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
      // The people routes take the saved person in the path; the tool takes it in the body.
      const body = operationId === 'get_person_chart' ? { personId } : request.body;
      const response = await fetch(url, {
        method: operation.method.toUpperCase(),
        headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const mediaType = (response.headers.get('content-type') ?? '').split(';')[0] ?? '';
      if (response.status !== 200) throw new Error(`${operationId}: ${operation.method.toUpperCase()} ${url.pathname} answered ${response.status}: ${await response.text()}`);
      if (!operation.successMediaTypes.includes(mediaType)) throw new Error(`${operationId} answered ${mediaType}, not one of its documented ${operation.successMediaTypes.join(', ')}.`);
      let value: unknown;
      if (mediaType === 'text/event-stream') value = await readFirstEvent(response);
      else if (mediaType === 'application/json') value = await response.json();
      else if (mediaType === 'image/png' || mediaType === 'application/pdf') value = describeBinary(mediaType, new Uint8Array(await response.arrayBuffer()));
      else value = await response.text();
      if (operationId === 'person_save' || operationId === 'save_person') personId = savedPersonId(value);
      const query = Object.fromEntries(url.searchParams);
      examples[operationId] = { mediaType, value, request: { path: url.pathname, ...(Object.keys(query).length > 0 ? { query } : {}), ...(body === undefined ? {} : { body }) } };
    }
    return examples;
  } finally {
    server.close();
    app.streams.closeAll();
    await store.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

/** Fields that differ on every run (ids, timings, the store's clock): left out when two recordings are compared. */
const volatileKeys = new Set(['requestId', 'durationMs', 'ProcessingTimeMs', 'createdAt', 'updatedAt']);

function withoutVolatile(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutVolatile);
  if (typeof value === 'string') return value.replace(/prs_[A-Za-z0-9_-]{16}/g, 'prs_…').replace(/DTSTAMP:\d{8}T\d{6}Z/g, 'DTSTAMP:…');
  if (typeof value !== 'object' || value === null) return value;
  // A zone's current offset is stated `at` the moment of the call.
  const currentOffset = Object.hasOwn(value, 'offsetSeconds');
  return Object.fromEntries(Object.entries(value).filter(([key]) => !volatileKeys.has(key) && !(currentOffset && key === 'at')).map(([key, each]) => [key, withoutVolatile(each)]));
}

/** True when two recordings of an example (or two answers) differ only in what changes on every run. */
export function sameExample(left: unknown, right: unknown): boolean {
  return JSON.stringify(withoutVolatile(left)) === JSON.stringify(withoutVolatile(right));
}
