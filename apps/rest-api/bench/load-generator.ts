// The load generator of the REST benchmark, run as a child process (`fork`) so that autocannon has its
// own event loop and core and does not steal time from the server it measures. It receives one job
// over IPC, runs a warm-up, says 'measuring', runs the measured run, answers `{ figures }` and exits.
import autocannon from 'autocannon';

/** One measurement, sent by the parent. */
export interface LoadJob {
  readonly url: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly connections: number;
  readonly warmUpSeconds: number;
  readonly durationSeconds: number;
  /** `fixed`: `path` every time; `new-birth`: a different minute of birth on every request. */
  readonly paths: 'fixed' | 'new-birth';
  /** `new-birth` only: add an `Idempotency-Key` unique to each request. */
  readonly idempotencyKeys?: boolean;
  /** `new-birth` only: minutes after 1950-01-01 of the first birth (jobs of one run use disjoint ranges). */
  readonly firstBirthMinute?: number;
}

/** What the child answers. */
export interface LoadFigures {
  readonly requestsPerSecond: number;
  readonly p50Milliseconds: number;
  readonly p99Milliseconds: number;
  readonly requests: number;
  readonly non2xx: number;
  readonly errors: number;
}

async function run(job: LoadJob): Promise<LoadFigures> {
  // Minutes of birth from 1950 on, never repeated within the job (warm-up included) nor across the
  // jobs of a run, so the executor's result cache never answers.
  let birthMinute = job.firstBirthMinute ?? 0;
  const nextRequest = (request: autocannon.Request): autocannon.Request => {
    birthMinute += 1;
    const instant = new Date(Date.UTC(1950, 0, 1) + birthMinute * 60_000).toISOString().slice(0, 16);
    const path = `${job.path.split('?')[0] ?? ''}?date=${instant}&timezone=Europe/Berlin`;
    const headers = job.idempotencyKeys === true ? { ...request.headers, 'idempotency-key': `bench-${process.pid}-${birthMinute}` } : request.headers;
    return { ...request, path, headers };
  };
  const options: autocannon.Options = {
    url: job.url + job.path,
    connections: job.connections,
    headers: job.headers,
    ...(job.paths === 'new-birth' ? { requests: [{ setupRequest: nextRequest }] } : {}),
  };
  await autocannon({ ...options, duration: job.warmUpSeconds });
  process.send?.('measuring');
  const result = await autocannon({ ...options, duration: job.durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    p50Milliseconds: result.latency.p50,
    p99Milliseconds: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

process.once('message', (job: LoadJob) => {
  run(job).then(
    (figures) => process.send?.({ figures }, () => process.exit(0)),
    (error: unknown) => {
      process.stderr.write(`load generator failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
});
