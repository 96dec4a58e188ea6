// Text the store cannot hold is the caller's mistake, never an outage. On PostgreSQL a NUL in a sign-up email, a
// person's name or a key name used to answer 503 store_unavailable with Retry-After (and move
// mandala_store_errors_total, the series the "key store failing" alert watches). Property: every text field of every
// route (each REST route, Agent HTTP tool and MCP tool, read from the registry; the account pages' forms and the
// dashboard's JSON), given valid arguments around one text holding a control character or an unpaired surrogate,
// answers below 500 and never store_unavailable, and no store error is logged. In PostgreSQL mode: a missing
// PostgreSQL fails this test under CI (and skips it, loudly, elsewhere).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestEngines } from '@mandala/operations/testing';
import { createJsonLogger, loadConfig } from '@mandala/rest-api';
import { startMandala } from '@mandala/server';
import type { RunningMandala } from '@mandala/server';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FuzzRequest } from './fuzz-request';
import { restTargets, toolTargets } from './operation-targets';
import { agentRequest, mcpRequest, restRequest } from './request-builders';
import type { RequestMeta } from './request-builders';
import type { SchemaNode } from './schema-arbitrary';
import { validArguments } from './valid-requests';

const databaseUrl = process.env['MANDALA_TEST_DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
const postgresAvailable = await postgresAnswers();
const underCi = process.env['CI'] !== undefined && process.env['CI'] !== '' && process.env['CI'] !== 'false';
if (!postgresAvailable) console.warn(`control-characters test ${underCi ? 'FAILS' : 'SKIPPED'}: PostgreSQL does not answer at ${new URL(databaseUrl).host} (set MANDALA_TEST_DATABASE_URL).`);

/** One character the store cannot hold, somewhere in otherwise ordinary text. */
const unstorableCharacters = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff'];
const hostileText = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...unstorableCharacters), fc.string({ maxLength: 6 }))
  .map(([before, character, after]) => `${before}${character}${after}`);

type Path = readonly (string | number)[];

/** The paths of the string fields of `schema` (objects' properties, arrays' first item), a few levels deep. */
function textPaths(schema: SchemaNode, prefix: Path = [], depth = 0): Path[] {
  if (depth > 3) return [];
  const options = Array.isArray(schema['anyOf']) ? (schema['anyOf'] as SchemaNode[]) : [schema];
  const paths: Path[] = [];
  for (const option of options) {
    if (option['type'] === 'string' && !Array.isArray(option['enum'])) paths.push(prefix);
    if (option['type'] === 'object' && typeof option['properties'] === 'object' && option['properties'] !== null) {
      for (const [name, property] of Object.entries(option['properties'] as Record<string, SchemaNode>)) paths.push(...textPaths(property, [...prefix, name], depth + 1));
    }
    if (option['type'] === 'array' && typeof option['items'] === 'object' && option['items'] !== null) paths.push(...textPaths(option['items'] as SchemaNode, [...prefix, 0], depth + 1));
  }
  const seen = new Set<string>();
  return paths.filter((path) => (seen.has(path.join('.')) ? false : (seen.add(path.join('.')), true)));
}

/** `input` with `text` at `path`, containers made where missing. */
function withTextAt(input: Record<string, unknown>, path: Path, text: string): Record<string, unknown> {
  const copy = structuredClone(input);
  let container: Record<string | number, unknown> = copy;
  for (const [index, step] of path.entries()) {
    if (index === path.length - 1) {
      container[step] = text;
      break;
    }
    const next = path[index + 1];
    if (typeof container[step] !== 'object' || container[step] === null) container[step] = typeof next === 'number' ? [] : {};
    const child = container[step] as Record<string | number, unknown>;
    if (typeof next === 'number' && (typeof child[next] !== 'object' || child[next] === null) && index + 2 < path.length) child[next] = {};
    container = child;
  }
  return copy;
}

interface Answer {
  readonly label: string;
  readonly status: number;
  readonly text: string;
}

function problemOf(answer: Answer): string | undefined {
  // `output_contract_violation` is the test engines' (createTestEngines: their group composite is not shaped like the
  // tool's output); with the real engines the same requests answer 200. It says nothing about the store.
  if (answer.text.includes('output_contract_violation')) return undefined;
  // Likewise a report: the real report engine cannot lay out the test engines' stub charts and fails as the provider
  // (`provider_failed`, 502); with the real engines a report answers 200 (apps/rest-api/test/reports-over-rest.test.ts).
  if (answer.text.includes('"tool":"generate_report"') && answer.text.includes('provider_failed')) return undefined;
  const outage = answer.status >= 500 && answer.status !== 501 && answer.status !== 504;
  if (outage || answer.text.includes('store_unavailable') || answer.text.includes('internal_error')) return `${answer.label}: ${answer.status} ${answer.text.slice(0, 300)}`;
  return undefined;
}

describe.skipIf(!postgresAvailable && !underCi)('control characters in any text field, PostgreSQL mode', () => {
  const schema = `mandala_control_${randomBytes(5).toString('hex')}`;
  let dataDirectory: string;
  let running: RunningMandala;
  let key: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    if (!postgresAvailable) throw new Error(`PostgreSQL does not answer at ${new URL(databaseUrl).host}: this test needs it under CI (set MANDALA_TEST_DATABASE_URL).`);
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-control-characters-'));
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      MANDALA_DATA_DIR: dataDirectory,
      MANDALA_DATABASE_URL: databaseUrl,
      MANDALA_DATABASE_SCHEMA: schema,
      MANDALA_RATE_LIMITS: 'off',
    });
    const logger = createJsonLogger('info', (line) => void logLines.push(line));
    running = await startMandala({ config, mcpPort: 0, rest: { logger, announce: () => undefined, app: { engines: createTestEngines() } } });
    ({ key } = await running.rest.store.createAccountWithKey({ name: 'control characters', plan: 'enterprise' }));
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    if (dataDirectory !== undefined) rmSync(dataDirectory, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect().catch(() => undefined);
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await client.end().catch(() => undefined);
  });

  async function send(request: FuzzRequest, origin: string): Promise<Answer> {
    const headers: Record<string, string> = { authorization: `Bearer ${key}` };
    for (const [name, value] of request.headers) headers[name] = value;
    const response = await fetch(`${origin}${request.path}`, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: 'text' in request.body ? request.body.text : Buffer.from(request.body.bytes) }),
    });
    return { label: `${request.surface} ${request.method} ${request.path.slice(0, 120)}`, status: response.status, text: await response.text() };
  }

  const meta = (label: string): RequestMeta => ({ flavour: 'valid', label, credential: { kind: 'bearer', key: 'main' } });
  const runsPerField = 3;

  it('every REST route, Agent HTTP tool and MCP tool: a 4xx or a 200, never 5xx or store_unavailable', async () => {
    const problems: string[] = [];
    let fields = 0;
    for (const target of restTargets()) {
      if (target.stream) continue;
      for (const path of textPaths(target.schema)) {
        fields += 1;
        await fc.assert(
          fc.asyncProperty(validArguments(target.schema), hostileText, async (input, text) => {
            let request: FuzzRequest;
            try {
              request = restRequest(target, { input: withTextAt(input, path, text) }, meta(target.operation.name));
            } catch {
              return; // A lone surrogate cannot be percent-encoded into a query: nothing to send.
            }
            const problem = problemOf(await send(request, running.rest.url));
            if (problem !== undefined) problems.push(problem);
          }),
          { numRuns: runsPerField, seed: 35 },
        );
      }
    }
    for (const target of toolTargets()) {
      for (const path of textPaths(target.schema)) {
        fields += 1;
        await fc.assert(
          fc.asyncProperty(validArguments(target.schema), hostileText, async (input, text) => {
            const arguments_ = withTextAt(input, path, text);
            const agent = problemOf(await send(agentRequest(target, target.agentPaths[0] ?? '', { input: arguments_ }, meta(target.name)), running.rest.url));
            const mcp = problemOf(await send(mcpRequest(target, { input: arguments_ }, meta(target.name)), running.mcp.url.replace(/\/$/, '')));
            for (const problem of [agent, mcp]) if (problem !== undefined) problems.push(problem);
          }),
          { numRuns: runsPerField, seed: 35 },
        );
      }
    }
    expect(fields).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  }, 600_000);

  it('the account pages and the dashboard: 400 for every text field, never 503', async () => {
    const origin = running.rest.url;
    const cookies = new Map<string, string>();
    const call = async (path: string, init: RequestInit = {}): Promise<Answer> => {
      const headers = new Headers(init.headers);
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      const response = await fetch(`${origin}${path}`, { ...init, headers, redirect: 'manual' });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const [name = '', value = ''] = pair.split('=');
        cookies.set(name, value);
      }
      return { label: `${init.method ?? 'GET'} ${path}`, status: response.status, text: await response.text() };
    };
    const csrfOf = (html: string): string => /name="_csrf" value="([^"]+)"/u.exec(html)?.[1] ?? '';
    const form = async (page: string, fields: Record<string, string>): Promise<Answer> => {
      const csrf = csrfOf((await call(page)).text);
      return call(page, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...fields, _csrf: csrf }).toString() });
    };
    const problems: string[] = [];
    const expectRefused = (answer: Answer): void => {
      const problem = problemOf(answer);
      if (problem !== undefined) problems.push(problem);
      else if (answer.status !== 400) problems.push(`${answer.label}: expected 400, got ${answer.status} ${answer.text.slice(0, 200)}`);
    };
    const password = 'a long enough passphrase';
    // A lone surrogate cannot travel in a form (UTF-8 turns it into U+FFFD); the control characters can.
    const formText = hostileText.filter((text) => !/[\ud800-\udfff]/u.test(text));

    await fc.assert(
      fc.asyncProperty(formText, async (text) => {
        cookies.clear();
        expectRefused(await form('/account/sign-up', { email: `ada${text}@example.com`, password }));
        cookies.clear();
        expectRefused(await form('/account/sign-in', { email: `ada${text}@example.com`, password }));
        cookies.clear();
        expectRefused(await form('/account/reset-password', { email: `ada${text}@example.com` }));
      }),
      { numRuns: 8, seed: 35 },
    );

    cookies.clear();
    const opened = await form('/account/sign-up', { email: 'control@example.com', password });
    expect(opened.status).toBe(303);
    const session = JSON.parse((await call('/account/api/session')).text) as { csrfToken: string };
    const json = (method: string, path: string, body: unknown) =>
      call(path, { method, headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken }, body: JSON.stringify(body) });
    const person = { name: 'Ada', date: '1990-05-15T14:30', timezone: 'Europe/Berlin' };
    await fc.assert(
      fc.asyncProperty(hostileText, async (text) => {
        expectRefused(await json('POST', '/account/api/keys', { name: `key ${text}` }));
        for (const field of ['name', 'date', 'timezone', 'notes'] as const) expectRefused(await json('POST', '/account/api/people', { ...person, [field]: `${person[field as keyof typeof person] ?? ''}${text}` }));
        const deletion = await call(`/account/api/people/prs_${encodeURIComponent(text.replace(/[\ud800-\udfff]/gu, ''))}`, { method: 'DELETE', headers: { 'x-csrf-token': session.csrfToken } });
        const problem = problemOf(deletion);
        if (problem !== undefined) problems.push(problem);
      }),
      { numRuns: 8, seed: 35 },
    );
    expect(problems).toEqual([]);
  }, 300_000);

  it('logged no store error and no 500', async () => {
    await running.rest.logger.flush?.();
    const entries = logLines.map((line) => JSON.parse(line) as { status?: number; errorCode?: string; operation?: string });
    expect(entries.filter((entry) => entry.errorCode === 'store_unavailable' || ((entry.status ?? 0) >= 500 && entry.errorCode !== 'output_contract_violation' && !(entry.operation === 'generate_report' && entry.errorCode === 'provider_failed')))).toEqual([]);
  });
});
