// Property-based tests over the whole service, started in-process with the default engines: for every surface
// (REST, Agent HTTP, MCP) and every flavour of request (valid, almost valid, hostile), generated requests keep
// every invariant of response-checks.ts; the log never carries a key or a stack; and the quota grows by exactly
// the units the answers charged. A few thousand requests in all (`pnpm fuzz` sends as many as asked).
// MANDALA_FUZZ_SEED replays a run; fast-check prints the seed and the shrunk request of a failure.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialize } from './fuzz-request';
import type { Flavour, KeyName, Surface } from './fuzz-request';
import { leaksIn } from './leak-patterns';
import { startInProcessService } from './in-process-service';
import type { InProcessService } from './in-process-service';
import { allFlavours, allSurfaces, flavourRequests } from './request-arbitrary';
import { checkResponse } from './response-checks';
import { runSdkSample } from './sdk-sample';
import { createFuzzClient } from './send-request';
import type { FuzzClient } from './send-request';

/** Requests per surface and flavour: 9 × 500 in all. */
const RUNS_PER_PROPERTY = 500;
const seed = process.env['MANDALA_FUZZ_SEED'] === undefined ? undefined : Number(process.env['MANDALA_FUZZ_SEED']);

describe('fuzzing REST, Agent HTTP and MCP', () => {
  let service: InProcessService;
  let clients: Record<'rest' | 'mcp', FuzzClient>;
  const charged: Record<KeyName, { units: number; unknown: number }> = { main: { units: 0, unknown: 0 }, free: { units: 0, unknown: 0 } };
  const usedBefore: Record<KeyName, number> = { main: 0, free: 0 };
  const logLines: string[] = [];

  beforeAll(async () => {
    // The fuzz judges answers, not speed: under `pnpm test` every package's suite shares two cores, and four reports of
    // one account in a row (each waits for the account's turn on the calculation threads) passed the tools' 10 s budget
    // and answered 504. The budget has tests of its own (tool-time-budget, execution timeouts).
    service = await startInProcessService({ timeBudgetMilliseconds: 25_000 });
    clients = {
      rest: createFuzzClient(service.restUrl, { connections: 4, timeoutMilliseconds: 60_000 }),
      mcp: createFuzzClient(service.mcpUrl, { connections: 4, timeoutMilliseconds: 60_000 }),
    };
    usedBefore.main = await service.readQuota('main');
    usedBefore.free = await service.readQuota('free');
  }, 120_000);
  afterAll(async () => {
    clients.rest.close();
    clients.mcp.close();
    await service.close();
  });

  const properties: [Surface, Flavour][] = allSurfaces.flatMap((surface) => allFlavours.map((flavour): [Surface, Flavour] => [surface, flavour]));

  it.each(properties)('%s: %s requests keep every invariant', async (surface, flavour) => {
    await fc.assert(
      fc.asyncProperty(flavourRequests(surface, flavour), async (request) => {
        const host = new URL(surface === 'mcp' ? service.mcpUrl : service.restUrl).host;
        const response = await (surface === 'mcp' ? clients.mcp : clients.rest).send(materialize(request, service.keys, host));
        const verdict = checkResponse(request, response, { faultsInjected: false, knownKeys: [service.keys.main, service.keys.free] });
        if (verdict.chargedUnits === null) charged[request.credential.key].unknown += 1;
        else charged[request.credential.key].units += verdict.chargedUnits;
        expect(verdict.violations, `${request.label}\n${request.method} ${request.path.slice(0, 200)}\n${response.status} ${response.bodyText.slice(0, 400)}`).toEqual([]);
      }),
      { numRuns: RUNS_PER_PROPERTY, ...(seed === undefined ? {} : { seed }) },
    );
    // Valid requests draw pictures and batches on the calculation pool, whose threads run at nice 10: with every
    // package's tests running at once a property took 20–94 s in CI runs and once passed 120 s, so the time allowed
    // is generous; the invariants are what is judged.
  }, 360_000);

  it('answers the SDK client with results that match each tool output schema', async () => {
    const before = await service.readQuota('main');
    const sample = await runSdkSample({ mcpUrl: service.mcpUrl, key: service.keys.main, seed: seed ?? 1, callsPerTool: 2 });
    expect(sample.violations).toEqual([]);
    expect((await service.readQuota('main')) - before).toBe(sample.chargedUnits);
    usedBefore.main += sample.chargedUnits;
  }, 120_000);

  it('wrote no key, stack trace or source path into any log line', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    logLines.push(...service.drainLogLines());
    expect(logLines.length).toBeGreaterThan(0);
    const leaking = logLines.filter((line) => leaksIn(line, [service.keys.main, service.keys.free]).length > 0);
    expect(leaking.slice(0, 5)).toEqual([]);
  });

  it('grew each quota by exactly the units the answers charged', async () => {
    for (const key of ['main', 'free'] as const) {
      const delta = (await service.readQuota(key)) - usedBefore[key];
      expect(delta).toBeGreaterThanOrEqual(charged[key].units);
      expect(delta).toBeLessThanOrEqual(charged[key].units + charged[key].unknown);
    }
    expect(charged.main.unknown + charged.free.unknown).toBe(0);
  });
});
