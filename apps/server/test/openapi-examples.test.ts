// Issue 38: every operation of the served /openapi.json documents its 200 answer with a schema and an example the
// engine gave (apps/server/scripts/generate-openapi-examples.ts), code samples written from that request, and an
// example for each error answer. Every example is checked against what the engine answers now (ids and timings
// aside), so a change to an engine or a schema without regenerating them fails here.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { AccessStore } from '@mandala/access';
import { createApp } from '@mandala/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOpenApiExamples, sameExample } from '../scripts/openapi-examples/record-examples';
import { mountedSurfaces } from '../src/mounted-surfaces';

interface MediaTypeDocument {
  readonly schema?: unknown;
  readonly example?: unknown;
}
interface OperationDocument {
  readonly operationId: string;
  readonly deprecated?: boolean;
  readonly parameters?: readonly { readonly name: string; readonly in: string; readonly example?: unknown }[];
  readonly 'x-codeSamples'?: readonly { readonly lang: string; readonly label: string; readonly source: string }[];
  readonly responses: Record<string, { readonly content?: Record<string, MediaTypeDocument> }>;
}
type PathsDocument = Record<string, Record<string, OperationDocument>>;

describe('the examples of the served /openapi.json', () => {
  let dataDirectory: string;
  let store: AccessStore;
  let server: Server;
  let origin: string;
  let key: string;
  let operations: { method: string; path: string; operation: OperationDocument }[];

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-openapi-examples-'));
    store = await openAccessStore({ dataDirectory });
    server = createApp({ store, surfaces: mountedSurfaces() }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    key = (await store.createAccountWithKey({ name: 'openapi-examples', plan: 'enterprise' })).key;
    const paths = ((await (await fetch(`${origin}/openapi.json`)).json()) as { paths: PathsDocument }).paths;
    operations = Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ method, path, operation })));
  }, 120_000);

  afterAll(async () => {
    server?.close();
    await store?.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('gives every operation a 200 answer with a schema and an example; only the legacy 501 routes have none', () => {
    const withoutSuccess = operations.filter(({ operation }) => operation.responses['200'] === undefined);
    expect(withoutSuccess.map(({ operation }) => operation.operationId).sort()).toEqual(['legacy_webhook_status', 'legacy_webhook_subscribe', 'legacy_webhook_unsubscribe']);
    expect(withoutSuccess.every(({ operation }) => operation.deprecated === true && operation.responses['501'] !== undefined)).toBe(true);
    const documented = operations.filter(({ operation }) => operation.responses['200'] !== undefined);
    expect(documented.length).toBeGreaterThanOrEqual(68);
    const incomplete = documented.flatMap(({ method, path, operation }) => {
      const media = Object.entries(operation.responses['200']?.content ?? {});
      const exampled = media.filter(([, content]) => content.schema !== undefined && content.example !== undefined);
      return media.length > 0 && media.every(([, content]) => content.schema !== undefined) && exampled.length > 0 ? [] : [`${method.toUpperCase()} ${path}`];
    });
    expect(incomplete).toEqual([]);
  });

  it('gives every such operation code samples in curl, @mandala/client and Python, and try-it values for its required parameters', () => {
    for (const { method, path, operation } of operations.filter(({ operation }) => operation.responses['200'] !== undefined)) {
      const samples = operation['x-codeSamples'] ?? [];
      expect(samples.map((sample) => sample.label), `${method} ${path}`).toEqual(['curl', 'JavaScript (@mandala/client)', 'Python (standard library)']);
      expect(samples[0]?.source).toContain(`curl -X ${method.toUpperCase()} "$MANDALA_URL`);
      expect(samples[1]?.source).toContain('createMandalaClient');
      expect(samples[2]?.source).toContain('urllib.request');
      expect(samples[2]?.source).not.toMatch(/import requests/);
    }
    const v3 = operations.find(({ operation }) => operation.operationId === 'natal_chart_v3')?.operation;
    expect(v3?.parameters?.filter((parameter) => parameter.in === 'query' && parameter.example !== undefined).map((parameter) => parameter.name)).toEqual(['date', 'timezone']);
    expect(v3?.['x-codeSamples']?.[1]?.source).toContain("await mandala.GET('/v3/hd-data', {");
  });

  it('documents each error answer with an example from the error table, in the body its surface answers', () => {
    const v3 = operations.find(({ operation }) => operation.operationId === 'natal_chart_v3')?.operation;
    expect(v3?.responses['403']?.content?.['application/json']?.example).toEqual({ error: 'insufficient_tier', message: 'Invalid key or insufficient tier.' });
    const tool = operations.find(({ operation }) => operation.operationId === 'generate_chart')?.operation;
    expect(tool?.responses['429']?.content?.['application/json']?.example).toMatchObject({ tool: 'generate_chart', error: { code: 'quota_exhausted' }, chargedUnits: 0 });
    const catalog = operations.find(({ operation }) => operation.operationId === 'agent_tool_catalog')?.operation;
    expect(catalog?.responses['401']?.content?.['application/problem+json']?.example).toMatchObject({ type: 'urn:mandala:error:missing_credential', status: 401 });
    const withoutExample = operations.flatMap(({ operation }) =>
      Object.entries(operation.responses).flatMap(([status, response]) =>
        Number(status) >= 400 && Object.values(response.content ?? {}).some((media) => media.example === undefined) ? [`${operation.operationId} ${status}`] : [],
      ),
    );
    expect(withoutExample).toEqual([]);
  });

  it.skipIf(!existsSync('/usr/bin/python3'))('has Python samples that run as written against the service (python3)', async () => {
    for (const operationId of ['natal_chart_v3', 'group_composite']) {
      const operation = operations.find((each) => each.operation.operationId === operationId)?.operation;
      const source = operation?.['x-codeSamples']?.find((sample) => sample.lang === 'Python')?.source ?? '';
      // Asynchronously: the service answering the script runs in this process.
      const { stdout } = await promisify(execFile)('/usr/bin/python3', ['-c', source], { env: { ...process.env, MANDALA_URL: origin, MANDALA_API_KEY: key }, timeout: 60_000 });
      expect(stdout, operationId).toMatch(/^\{'/);
    }
  }, 120_000);

  it('holds, for every operation, the answer the engine gives now (else: pnpm --filter @mandala/server generate:openapi-examples)', async () => {
    const recorded = await recordOpenApiExamples();
    const stale = operations.flatMap(({ operation }) => {
      const media = Object.entries(operation.responses['200']?.content ?? {}).find(([, content]) => content.example !== undefined);
      if (media === undefined) return [];
      const now = recorded[operation.operationId];
      return now !== undefined && now.mediaType === media[0] && sameExample(now.value, media[1].example) ? [] : [operation.operationId];
    });
    expect(stale).toEqual([]);
  }, 180_000);
});
