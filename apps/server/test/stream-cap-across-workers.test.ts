// Guards the per-account cap on open SSE streams across processes (issue 35): the cap was counted in each worker's
// memory, so with two workers (MANDALA_WORKERS=2) or two instances on PostgreSQL a Startup account (cap 20) could hold
// 20 streams per process. Now each open stream holds a lease in the key store every process shares: with two workers
// on SQLite and on PostgreSQL, 24 opens on 24 connections (the primary hands them to the workers in turn) give
// exactly 20 streams, refusals come from both workers, and a closed stream's place is free again on either worker.
import { get } from 'node:http';
import type { ClientRequest } from 'node:http';
import { plans } from '@mandala/access';
import type { AccessStore } from '@mandala/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceProcess } from './cluster-harness';
import { postgresForSuite } from './postgres-test-database';
import { startTwoWorkers } from './two-worker-service';
import type { KeyStoreKind, TwoWorkerService } from './two-worker-service';

interface OpenedStream {
  readonly status: number;
  /** The JSON body of a refusal. */
  readonly body?: { error?: string; details?: Record<string, unknown> };
  close(): void;
}

/** Opens the stream on a connection of its own (so the workers take turns); a 200 stays open until `close`. */
function openStream(service: ServiceProcess, key: string): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const request: ClientRequest = get(`${service.restUrl}/stream/planetary-positions?interval=10`, { headers: { authorization: `Bearer ${key}` }, agent: false }, (response) => {
      const close = () => request.destroy();
      if (response.statusCode === 200) {
        response.resume();
        resolve({ status: 200, close });
        return;
      }
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as OpenedStream['body'], close }));
    });
    request.once('error', reject);
  });
}

const postgresAvailable = await postgresForSuite('stream-cap-across-workers (PostgreSQL)');
const kinds: readonly { readonly kind: KeyStoreKind; readonly name: string; readonly enabled: boolean }[] = [
  { kind: 'sqlite', name: 'SQLite', enabled: true },
  { kind: 'postgres', name: 'PostgreSQL', enabled: postgresAvailable },
];

for (const { kind, name, enabled } of kinds) {
  describe.skipIf(!enabled)(`the stream cap of an account, with two workers on ${name}`, () => {
    let running: TwoWorkerService;
    let service: ServiceProcess;
    let store: AccessStore;

    beforeAll(async () => {
      running = await startTwoWorkers(kind, 'stream-cap');
      service = running.service;
      store = await running.openStore();
    }, 330_000);
    afterAll(async () => {
      await store?.close();
      await running?.stop();
    });

    it('holds the plan cap across both workers, and frees a closed stream’s place for either', async () => {
      const cap = plans.startup.openStreamsLimit;
      const { key, accountId } = await store.createAccountWithKey({ name: 'streams', plan: 'startup' });
      const opened: OpenedStream[] = [];
      for (let attempt = 0; attempt < cap + 4; attempt += 1) opened.push(await openStream(service, key));
      try {
        expect(opened.map((stream) => stream.status).filter((status) => status === 200)).toHaveLength(cap);
        const refused = opened.filter((stream) => stream.status !== 200);
        for (const stream of refused) expect(stream.body).toMatchObject({ error: 'too_many_streams', details: { plan: 'startup', openStreamsLimit: cap } });
        expect(await store.countStreamLeases(accountId)).toBe(cap);
        // Both workers refused: at least one of them held fewer than the cap itself and counted the other's streams.
        const refusingWorkers = new Set(
          service.lines.filter((line) => line.msg === 'request' && line['errorCode'] === 'too_many_streams').map((line) => line.worker),
        );
        expect(refusingWorkers.size).toBe(2);

        // A closed stream frees its place, whichever worker the next open lands on.
        opened.find((stream) => stream.status === 200)?.close();
        const deadline = Date.now() + 10_000;
        let again = await openStream(service, key);
        while (again.status !== 200 && Date.now() < deadline) {
          again.close();
          await new Promise((resolve) => setTimeout(resolve, 100));
          again = await openStream(service, key);
        }
        opened.push(again);
        expect(again.status).toBe(200);
        const next = await openStream(service, key);
        opened.push(next);
        expect(next.status).toBe(429);
      } finally {
        for (const stream of opened) stream.close();
      }
    }, 60_000);
  });
}
