// A fuzz run against a running service: requests generated in seeded batches, sent by concurrent workers, each
// answer checked (response-checks.ts), the log lines checked when the service runs in-process, and at the end
// the quota of each key compared with the units the answers say were charged.
import fc from 'fast-check';
import { materialize } from './fuzz-request';
import type { Flavour, FuzzKeys, FuzzRequest, KeyName, Surface } from './fuzz-request';
import { createSummary, recordAnswer, recordViolation } from './fuzz-summary';
import type { FuzzSummary } from './fuzz-summary';
import { leaksIn } from './leak-patterns';
import { allFlavours, allSurfaces, fuzzRequests } from './request-arbitrary';
import { checkResponse } from './response-checks';
import { createFuzzClient } from './send-request';
import type { FuzzResponse } from './send-request';

/** Reads the units a key has used this month (the service's own count). */
export type QuotaReader = (key: KeyName) => Promise<number | undefined>;

/** Options of {@link runFuzz}. */
export interface FuzzRunOptions {
  readonly requests: number;
  /** REST origin (also Agent HTTP), `http://host:port`. */
  readonly restUrl: string;
  /** The dedicated MCP server's origin. */
  readonly mcpUrl: string;
  readonly keys: FuzzKeys;
  readonly concurrency: number;
  readonly seed: number;
  readonly surfaces?: readonly Surface[];
  readonly flavours?: readonly Flavour[];
  /** 503 and 504 are expected (faults injected on purpose). */
  readonly faultsInjected?: boolean;
  readonly readQuota: QuotaReader;
  /** Log lines the service wrote since the last call (in-process runs); each is checked for leaks. */
  readonly drainLogLines?: () => string[];
  /** Called every `progressEvery` requests. */
  readonly onProgress?: (done: number) => void;
  readonly progressEvery?: number;
  /** Seconds without an answer before a request counts as unanswered; default 30. */
  readonly timeoutSeconds?: number;
}

/** Requests generated at a time (each batch from its own seed, so memory stays flat). */
const BATCH = 500;
/** Share of requests that repeat an earlier idempotent request exactly (a retry: replayed, charged 0). */
const REPEAT_SHARE = 0.03;

function describeRequest(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : 'text' in request.body ? ` ${request.body.text.slice(0, 300)}` : ` <${request.body.bytes.length} bytes>`;
  return `${request.method} ${request.path.slice(0, 300)} [${request.headers.map(([name, value]) => `${name}: ${value.slice(0, 60)}`).join('; ')}] credential ${request.credential.kind}/${request.credential.key}${body}`;
}

/** A valid request with an idempotency key (header, or MCP argument): sending it again is a retry. */
function isRepeatable(request: FuzzRequest): boolean {
  if (request.flavour !== 'valid') return false;
  if (request.headers.some(([name]) => name === 'Idempotency-Key')) return true;
  return request.surface === 'mcp' && request.body !== undefined && 'text' in request.body && request.body.text.includes('"idempotencyKey"');
}

/**
 * Pairs each answer's charge with the `chargedUnits` of the service's log line for the same request (by the
 * X-Request-Id the fuzzer gave it), whichever arrives first: a mismatch names the request that was charged
 * differently from what its answer said.
 */
class ChargeLedger {
  private readonly answered = new Map<string, { charged: number | null; request: FuzzRequest }>();
  private readonly logged = new Map<string, number>();

  constructor(private readonly summary: FuzzSummary) {}

  answer(requestId: string, charged: number | null, request: FuzzRequest): void {
    const logged = this.logged.get(requestId);
    if (logged === undefined) this.answered.set(requestId, { charged, request });
    else {
      this.logged.delete(requestId);
      this.compare(charged, logged, request);
    }
  }

  log(requestId: string, chargedUnits: number): void {
    const answered = this.answered.get(requestId);
    if (answered === undefined) this.logged.set(requestId, chargedUnits);
    else {
      this.answered.delete(requestId);
      this.compare(answered.charged, chargedUnits, answered.request);
    }
  }

  private compare(charged: number | null, logged: number, request: FuzzRequest): void {
    if (charged === null || charged === logged) return;
    recordViolation(this.summary, {
      surface: request.surface,
      flavour: request.flavour,
      label: request.label,
      detail: `the answer says ${charged} units were charged, the service logged ${logged}`,
      request: describeRequest(request),
    });
  }
}

function checkLogLines(summary: FuzzSummary, lines: readonly string[], keys: FuzzKeys, ledger: ChargeLedger): void {
  for (const line of lines) {
    for (const leak of leaksIn(line, [keys.main, keys.free ?? ''])) {
      recordViolation(summary, { surface: 'log', label: 'log line', detail: `${leak} in a log line`, body: line.slice(0, 500) });
    }
    let entry: { msg?: unknown; requestId?: unknown; chargedUnits?: unknown };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      recordViolation(summary, { surface: 'log', label: 'log line', detail: 'a log line that is not JSON', body: line.slice(0, 500) });
      continue;
    }
    if (entry.msg === 'request' && typeof entry.requestId === 'string' && entry.requestId.startsWith(REQUEST_ID_PREFIX)) {
      ledger.log(entry.requestId, typeof entry.chargedUnits === 'number' ? entry.chargedUnits : 0);
    }
  }
}

/** X-Request-Id of the fuzzer's requests: `fuzz-<n>`. */
const REQUEST_ID_PREFIX = 'fuzz-';

/** Runs the fuzzer; resolves with the summary and the quota comparison lines. */
export async function runFuzz(options: FuzzRunOptions): Promise<{ summary: FuzzSummary; quotaLines: string[] }> {
  const summary = createSummary();
  const arbitrary = fuzzRequests(options.surfaces ?? allSurfaces, options.flavours ?? allFlavours);
  const timeoutMilliseconds = (options.timeoutSeconds ?? 30) * 1000;
  const clients = {
    rest: createFuzzClient(options.restUrl, { connections: options.concurrency, timeoutMilliseconds }),
    mcp: createFuzzClient(options.mcpUrl, { connections: options.concurrency, timeoutMilliseconds }),
  };
  const hosts = { rest: new URL(options.restUrl).host, mcp: new URL(options.mcpUrl).host };
  const context = { faultsInjected: options.faultsInjected === true, knownKeys: [options.keys.main, ...(options.keys.free === undefined ? [] : [options.keys.free])] };
  const usedBefore = { main: await options.readQuota('main'), free: await options.readQuota('free') };
  const repeatable: FuzzRequest[] = [];
  // A small generator of its own for the repeats, seeded like the requests, so a run is reproducible.
  let seedState = Math.abs(options.seed) % 2 ** 31 || 1;
  const nextUnit = () => {
    seedState = (seedState * 1_103_515_245 + 12_345) % 2 ** 31;
    return seedState / 2 ** 31;
  };

  let batch: FuzzRequest[] = [];
  let batchIndex = 0;
  let issued = 0;
  const nextRequest = (): FuzzRequest | undefined => {
    if (issued >= options.requests) return undefined;
    issued += 1;
    if (repeatable.length > 0 && nextUnit() < REPEAT_SHARE) {
      const earlier = repeatable[Math.floor(nextUnit() * repeatable.length)];
      if (earlier !== undefined) return { ...earlier, label: `repeat of ${earlier.label}` };
    }
    if (batch.length === 0) {
      batch = fc.sample(arbitrary, { numRuns: BATCH, seed: options.seed + batchIndex });
      batchIndex += 1;
    }
    return batch.pop();
  };

  const ledger = new ChargeLedger(summary);
  let requestNumber = 0;
  const handle = async (drawn: FuzzRequest): Promise<void> => {
    // Without a Free key (a service the fuzzer did not start), the main key stands in for it.
    const generated = options.keys.free === undefined && drawn.credential.key === 'free' ? { ...drawn, credential: { ...drawn.credential, key: 'main' as const } } : drawn;
    const client = generated.surface === 'mcp' ? clients.mcp : clients.rest;
    // Every request gets its own X-Request-Id (unless it tests that header), to find its log line.
    requestNumber += 1;
    const requestId = generated.headers.some(([name]) => name.toLowerCase() === 'x-request-id') ? undefined : `${REQUEST_ID_PREFIX}${requestNumber}`;
    const request: FuzzRequest = requestId === undefined ? generated : { ...generated, headers: [...generated.headers, ['X-Request-Id', requestId]] };
    const materialized = materialize(request, options.keys, request.surface === 'mcp' ? hosts.mcp : hosts.rest);
    let response: FuzzResponse;
    try {
      response = await client.send(materialized);
    } catch (error) {
      response = { status: 0, headers: {}, bodyText: '', durationMilliseconds: 0, failure: `not sent: ${error instanceof Error ? error.message : String(error)}` };
    }
    const verdict = checkResponse(request, response, context);
    recordAnswer(summary, request, response.status, verdict.errorCodes, verdict.chargedUnits);
    if (requestId !== undefined && options.drainLogLines !== undefined && response.status !== 0) ledger.answer(requestId, verdict.chargedUnits, request);
    for (const detail of verdict.violations) {
      recordViolation(summary, {
        surface: request.surface,
        flavour: request.flavour,
        label: request.label,
        detail,
        request: describeRequest(request),
        status: response.status,
        body: response.bodyText.slice(0, 500),
      });
    }
    if (isRepeatable(generated) && repeatable.length < 500) repeatable.push(generated);
    if (options.onProgress !== undefined && summary.requests % (options.progressEvery ?? 10_000) === 0) options.onProgress(summary.requests);
    if (options.drainLogLines !== undefined && summary.requests % 200 === 0) checkLogLines(summary, options.drainLogLines(), options.keys, ledger);
  };

  summary.startedAt = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      for (let request = nextRequest(); request !== undefined; request = nextRequest()) await handle(request);
    }),
  );
  summary.finishedAt = performance.now();
  clients.rest.close();
  clients.mcp.close();
  if (options.drainLogLines !== undefined) {
    // The batched log sink writes at the end of the turn: wait for the last lines.
    await new Promise((resolve) => setTimeout(resolve, 50));
    checkLogLines(summary, options.drainLogLines(), options.keys, ledger);
  }

  const quotaLines: string[] = [];
  for (const key of ['main', 'free'] as const) {
    if (key === 'free' && options.keys.free === undefined) continue;
    const before = usedBefore[key];
    const after = await options.readQuota(key);
    const { units, unknown } = summary.charged[key];
    if (before === undefined || after === undefined) {
      quotaLines.push(`quota (${key} key): not readable (an unlimited plan?); the answers charged ${units} units`);
      continue;
    }
    const delta = after - before;
    const exact = delta >= units && delta <= units + unknown;
    quotaLines.push(
      `quota (${key} key): used ${before} → ${after} (+${delta}); the answers charged ${units} units${unknown > 0 ? ` and ${unknown} could not say` : ''}: ${exact ? 'they agree' : 'MISMATCH'}`,
    );
    if (!exact) recordViolation(summary, { surface: 'quota', label: `${key} key`, detail: `the quota grew by ${delta} units but the answers charged ${units} (+${unknown} unknown)` });
  }
  return { summary, quotaLines };
}
