// `pnpm fuzz`: sends generated requests (valid, almost valid, hostile) to REST, Agent HTTP and MCP, checks every
// answer, the log (in-process) and the quota, prints a summary and exits 1 when an invariant broke.
import { formatSummary, recordViolation } from './fuzz-summary';
import { parseCliOptions } from './cli-options';
import { runFuzz } from './fuzz-run';
import type { FuzzRunOptions } from './fuzz-run';
import { startInProcessService } from './in-process-service';
import type { InProcessService } from './in-process-service';
import { remoteQuotaReader } from './remote-quota';
import { runSdkSample } from './sdk-sample';

async function main(): Promise<number> {
  const options = parseCliOptions(process.argv.slice(2), process.env);
  let service: InProcessService | undefined;
  let target: Pick<FuzzRunOptions, 'restUrl' | 'mcpUrl' | 'keys' | 'readQuota' | 'drainLogLines'>;
  if (options.url === undefined) {
    process.stderr.write('starting the service in-process (fresh SQLite store, default engines, calculation pool)…\n');
    service = await startInProcessService();
    target = { restUrl: service.restUrl, mcpUrl: service.mcpUrl, keys: service.keys, readQuota: service.readQuota, drainLogLines: service.drainLogLines };
  } else {
    const key = options.key ?? '';
    target = { restUrl: options.url.replace(/\/$/, ''), mcpUrl: (options.mcpUrl ?? options.url).replace(/\/$/, ''), keys: { main: key }, readQuota: remoteQuotaReader(options.url, key) };
  }
  process.stderr.write(`fuzzing ${target.restUrl} (REST, Agent HTTP) and ${target.mcpUrl} (MCP): ${options.requests} requests, ${options.concurrency} at a time, seed ${options.seed}\n`);
  try {
    const usedBeforeSample = await target.readQuota('main');
    const sample = await runSdkSample({ mcpUrl: target.mcpUrl, key: target.keys.main, seed: options.seed, callsPerTool: 3, faultsInjected: options.faultsInjected });
    const usedAfterSample = await target.readQuota('main');
    const { summary, quotaLines } = await runFuzz({
      ...target,
      requests: options.requests,
      concurrency: options.concurrency,
      seed: options.seed,
      faultsInjected: options.faultsInjected,
      onProgress: (done) => process.stderr.write(`  ${done} requests…\n`),
      progressEvery: 10_000,
    });
    for (const detail of sample.violations) recordViolation(summary, { surface: 'sdk', label: 'SDK client sample', detail });
    const sampleDelta = usedBeforeSample === undefined || usedAfterSample === undefined ? undefined : usedAfterSample - usedBeforeSample;
    const sampleLine = `SDK client sample: ${sample.calls} tools/call through @modelcontextprotocol/sdk, ${sample.violations.length} violations; charged ${sample.chargedUnits} units, the quota grew by ${sampleDelta ?? '?'}`;
    if (sampleDelta !== undefined && sampleDelta !== sample.chargedUnits) recordViolation(summary, { surface: 'quota', label: 'SDK sample', detail: `the quota grew by ${sampleDelta} but the results charged ${sample.chargedUnits}` });
    process.stdout.write(`${formatSummary(summary, [sampleLine, ...quotaLines])}\n`);
    return summary.violationKinds.size === 0 ? 0 : 1;
  } finally {
    await service?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
