// Test harness: a real access store (SQLite in a temporary folder), accounts on each plan, injectable
// engines, and the Agent HTTP app served in-process on a free port.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { AccessStore, PlanId } from '@mandala/access';
import { emptyCelebrityDirectory, referenceEngine } from '@mandala/operations';
import type { OperationEngines } from '@mandala/operations';
import { createAgentApp } from '../src/create-agent-app';

/** Engines whose charts echo what reached them; `gate` holds every calculation open while set. */
export interface TestEngines extends OperationEngines {
  calls: number;
  gate: Promise<void> | undefined;
}

/** A birth and a chart that echoes it (v1 field names). */
export function createTestEngines(overrides: Partial<OperationEngines> = {}): TestEngines {
  const engines: TestEngines = {
    calls: 0,
    gate: undefined,
    async natalChart(birth, version) {
      engines.calls += 1;
      await engines.gate;
      // Core fields valid for the chart schema: generate_chart checks its core projection on the tool surfaces.
      return {
        Type: 'Projector',
        Strategy: 'Wait for the Invitation',
        Authority: 'Splenic',
        Profile: '5/1',
        Definition: 'Single Definition',
        IncarnationCross: { Name: 'Left Angle Cross of Refinement', Angle: 'Left Angle', Gates: [1, 2, 3, 4] },
        DefinedCenters: ['Spleen', 'Throat'],
        Channels: [{ Id: '16-48', Name: 'The Wavelength' }],
        Gates: [{ Gate: 48, Line: 1, Planet: 'Sun', Activation: 'Personality' }],
        BirthDateUtc: '1990-05-15T12:30:00.000Z',
        DesignDateUtc: '1990-02-14T09:41:12.000Z',
        Warnings: [],
        Birth: birth,
        Version: version,
      };
    },
    async compositeChart(first, second, version) {
      engines.calls += 1;
      await engines.gate;
      return { Person0: first, Person1: second, Version: version, CompositeChannels: [{ Id: '16-48' }] };
    },
    async transitChart(birth, transit) {
      engines.calls += 1;
      await engines.gate;
      return { Natal: birth, Transit: transit };
    },
    async planetaryPositions() {
      return { Planets: {} };
    },
    reference: referenceEngine,
    locations: {
      searchLocations: () => [],
      resolveTimezone: (text) => ({
        timezone: 'Europe/Berlin',
        location: { city: text, country: 'Germany', latitude: 52.52, longitude: 13.405, timezone: 'Europe/Berlin' },
        utcOffset: '+01:00',
        offsetSeconds: 3600,
      }),
    },
    celebrities: emptyCelebrityDirectory,
    ...overrides,
  };
  return engines;
}

/** A served Agent HTTP app over a real store. */
export interface AgentTestServer {
  readonly url: string;
  readonly store: AccessStore;
  readonly server: Server;
  account(plan: PlanId, customMonthlyUnits?: number): Promise<{ key: string; accountId: string }>;
  close(): Promise<void>;
}

/** Options: engines, a time budget, or a wrapper around the store (to make it fail). */
export interface AgentTestOptions {
  readonly engines?: OperationEngines;
  readonly timeBudgetMilliseconds?: number;
  readonly wrapStore?: (store: AccessStore) => Pick<AccessStore, 'authenticate' | 'runMetered' | 'quotaStatus'>;
}

/** Serves `createAgentApp` on a free port. */
export async function startAgentTestServer(options: AgentTestOptions = {}): Promise<AgentTestServer> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-agent-'));
  const store = await openAccessStore({ dataDirectory });
  const app = createAgentApp({
    store: options.wrapStore?.(store) ?? store,
    engines: options.engines ?? createTestEngines(),
    ...(options.timeBudgetMilliseconds === undefined ? {} : { timeBudgetMilliseconds: options.timeBudgetMilliseconds }),
  });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    store,
    server,
    async account(plan, customMonthlyUnits) {
      const created = await store.createAccountWithKey({ name: `test-${plan}`, plan, customMonthlyUnits });
      return { key: created.key, accountId: created.accountId };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

/** A parsed answer. */
export interface JsonAnswer {
  readonly status: number;
  readonly headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
}

/** POSTs `body` (JSON unless a string) to `url + path` with `headers`. */
export async function postJson(url: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/** GETs `url + path` with `headers`. */
export async function getJson(url: string, path: string, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  const response = await fetch(`${url}${path}`, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/** `Authorization: Bearer <key>`. */
export function bearer(key: string): Record<string, string> {
  return { authorization: `Bearer ${key}` };
}

/** Units used this month. */
export async function usedUnits(store: AccessStore, accountId: string): Promise<number> {
  return (await store.quotaStatus(accountId)).used;
}

/** generate_chart arguments used across tests. */
export const chartArguments = { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin', detailLevel: 'core' };
