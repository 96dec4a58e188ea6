// The load generator of the cluster benchmark, run as a process of its own (`fork`), apart from the server processes
// it measures. It receives one job over IPC, runs a warm-up, says 'measuring', runs the measured run, answers
// `{ figures }` and exits. With `newBirths`, every request asks for a different minute of birth, so the executor's
// result cache never answers and the engine always runs.
import autocannon from 'autocannon';

/** One measurement, sent by the parent. */
export interface LoadJob {
  readonly url: string;
  /** Path and query; with `newBirths` its `date` is replaced on every request. */
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly connections: number;
  readonly warmUpSeconds: number;
  readonly durationSeconds: number;
  readonly newBirths: boolean;
  /** Minutes after 1950-01-01 of the first birth (jobs of one run use disjoint ranges). */
  readonly firstBirthMinute: number;
  /**
   * With `newBirths`: keys used in turn, one per request, so the load is spread over accounts and none reaches its
   * plan's request rate (the service answers 429 past it); without, `headers` alone.
   */
  readonly keys?: readonly string[];
}

/** What the child answers. */
export interface LoadFigures {
  readonly requestsPerSecond: number;
  readonly p50Milliseconds: number;
  readonly p99Milliseconds: number;
  readonly requests: number;
  readonly non2xx: number;
  readonly errors: number;
  /** The load generator's own CPU time per request during the measured run (user + system). */
  readonly loadGeneratorCpuMicrosecondsPerRequest: number;
}

const minutesPerDay = 1440;
/** `THH:MM` of each minute of a day. */
const timesOfDay = Array.from({ length: minutesPerDay }, (_, minute) => `T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);

async function run(job: LoadJob): Promise<LoadFigures> {
  const [pathOnly = '', query = ''] = job.path.split('?');
  const otherParameters = query
    .split('&')
    .filter((parameter) => !parameter.startsWith('date='))
    .join('&');
  // A request's path costs a few string joins: the day's `?date=YYYY-MM-DD` prefix is made once per day of births.
  let birthMinute = job.firstBirthMinute;
  const authorizations = (job.keys ?? []).map((key) => `Bearer ${key}`);
  let dayPrefix = '';
  let dayOfPrefix = -1;
  const nextRequest = (request: autocannon.Request): autocannon.Request => {
    birthMinute += 1;
    const day = Math.floor(birthMinute / minutesPerDay);
    if (day !== dayOfPrefix) {
      dayOfPrefix = day;
      dayPrefix = `${pathOnly}?date=${new Date(Date.UTC(1950, 0, 1) + day * 86_400_000).toISOString().slice(0, 10)}`;
    }
    request.path = `${dayPrefix}${timesOfDay[birthMinute % minutesPerDay] ?? ''}&${otherParameters}`;
    if (authorizations.length > 0) request.headers = { ...request.headers, authorization: authorizations[birthMinute % authorizations.length] as string };
    return request;
  };
  const options: autocannon.Options = {
    url: job.url + job.path,
    connections: job.connections,
    headers: job.headers,
    ...(job.newBirths ? { requests: [{ setupRequest: nextRequest }] } : {}),
  };
  await autocannon({ ...options, duration: job.warmUpSeconds });
  process.send?.('measuring');
  const cpuAtStart = process.cpuUsage();
  const result = await autocannon({ ...options, duration: job.durationSeconds });
  const cpu = process.cpuUsage(cpuAtStart);
  return {
    requestsPerSecond: result.requests.average,
    p50Milliseconds: result.latency.p50,
    p99Milliseconds: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    loadGeneratorCpuMicrosecondsPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests.total),
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
